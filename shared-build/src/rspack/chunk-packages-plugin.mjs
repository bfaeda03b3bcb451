// Writes dist/chunk-packages.json: for each emitted JS file, the packages whose code it holds. The bench reads it
// to tell which app delivered which package, and so to find a package shipped by more than one app.
import fs from 'node:fs';
import path from 'node:path';

const workspacePackage = /(?:^|\/)(shared-[a-z]+|shell|mfe-[a-z]+|api)\/src\//;
const nodeModule = /node_modules\/((?:@[^/]+\/)?[^/]+)\//;

// A subpath shared as its own module (its own singleton, loaded from whichever app provides it first) counts apart
// from the package's main entry: delivering it from a remote is not shipping the package twice.
const separatelySharedSubpath = /(?:^|\/)shared-platform\/src\/widgets\//;

// The site's own entry of a shared package (see shared-entries.mjs) counts as that package.
const sharedEntry = /zu-shared-entries\/([^/]+)\.mjs/;

/**
 * @param {string} name a module's name in the stats.
 * @returns {string | undefined} the package its code belongs to, if any.
 */
function packageOf(name) {
  const entry = sharedEntry.exec(name);
  if (entry) return entry[1];
  const vendor = nodeModule.exec(name);
  if (vendor) return vendor[1];
  if (separatelySharedSubpath.test(name)) return '@zu/shared-platform/widgets';
  const workspace = workspacePackage.exec(name);
  if (workspace) return `@zu/${workspace[1]}`;
  return undefined;
}

// Module Federation's provide/consume/remote stubs only name a package; its code lives in another chunk.
const federationStub =
  /^(provide shared module|consume shared module|consume-shared-module|remote |container entry|provide module)/;

/**
 * Adds to `into` the packages of `modules` and of the modules nested in them.
 * @param {import('@rspack/core').StatsModule[] | undefined} modules
 * @param {Set<string>} into
 */
function collect(modules, into) {
  for (const module of modules ?? []) {
    if (module.modules) collect(module.modules, into);
    const name = module.name ?? module.identifier ?? '';
    if (federationStub.test(name)) continue;
    const pkg = packageOf(name);
    if (pkg) into.add(pkg);
  }
}

export class ChunkPackagesPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('ChunkPackagesPlugin', (stats) => {
      const json = stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true });
      /** @type {Record<string, string[]>} */
      const files = {};
      for (const chunk of json.chunks ?? []) {
        /** @type {Set<string>} */
        const packages = new Set();
        collect(chunk.modules, packages);
        for (const file of chunk.files ?? []) {
          if (file.endsWith('.js')) files[file] = [...new Set([...(files[file] ?? []), ...packages])].sort();
        }
      }
      // Rspack's defaults give every compilation an output path (its type leaves it optional).
      const outputPath = /** @type {string} */ (compiler.options.output.path);
      fs.mkdirSync(outputPath, { recursive: true });
      fs.writeFileSync(path.join(outputPath, 'chunk-packages.json'), `${JSON.stringify(files, null, 1)}\n`);
    });
  }
}
