// The test files as plain JavaScript for Node to load without a loader: esbuild bundles each file with the API's
// source (and the workspace packages it uses) into shared chunks, and leaves every npm package to Node.
//
// Why: through tsx, every module a test file loads, ours and the packages', passes a loader thread; the app's few
// hundred modules took three seconds to load in each of the 150 test processes, and as chunks they take one. The code that
// runs is the same: tsx transforms with esbuild too, file by file, with the same tsconfig.
//
// Each module keeps its own `import.meta.url` (the source file's address), so that paths it resolves from itself
// (the API's root, a worker's entry, fixtures beside a test) name the same files as they do under tsx. Source maps
// bring stack traces back to the TypeScript.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** npm packages are imported by Node at run time; the workspace's own (`@zu/…`), TypeScript sources, are bundled. */
const npmPackagesLeftToNode = {
  name: 'npm-packages-left-to-node',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith('@zu/') ? undefined : { external: true },
    );
  },
};

/** `import.meta.url` in a bundled module would be its chunk's address: each of ours gets its source file's. */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(bundler) {
    bundler.onLoad({ filter: /\.[cm]?[jt]s$/ }, ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      // Read once here and handed to esbuild, rather than read again by its own loader.
      const source = fs.readFileSync(file, 'utf8');
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)),
        loader: /\.[cm]?ts$/.test(file) ? 'ts' : 'js',
        resolveDir: path.dirname(file),
      };
    });
  },
};

/**
 * Bundles `files` (test files under `testRoot`) into `outDir`, emptied first; returns each file's bundle, in the
 * order given.
 */
export async function bundleTests({ files, testRoot, outDir }) {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: files,
    outbase: testRoot,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [npmPackagesLeftToNode, ownImportMetaUrl],
  });
  return files.map((file) => path.join(outDir, path.relative(testRoot, file)).replace(/\.ts$/, '.mjs'));
}
