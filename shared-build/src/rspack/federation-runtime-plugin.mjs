// A remote takes the federation runtime from the host page (`externalRuntime`: one runtime per page, about 18 KB
// gzipped less per remote visited). Its own page (the standalone harness) has no shell to lend it one: this plugin
// builds @module-federation/runtime-core apart (a plain compilation, no federation in it, or it would itself need
// the runtime it brings), emits it beside the remote's code and loads it first from the remote's index.html.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runCompiler } from './run-compiler.mjs';

const require = createRequire(import.meta.url);
const entry = path.join(path.dirname(new URL(import.meta.url).pathname), 'federation-runtime-core.mjs');
const runtimeCoreModule = path.join(path.dirname(require.resolve('@module-federation/runtime-core')), 'index.js');

/**
 * @param {{ outDir: string, minimize: boolean }} options
 * @returns {Promise<string[]>} the names of the files built.
 */
function buildRuntimeCore({ outDir, minimize }) {
  return runCompiler({
    mode: minimize ? 'production' : 'development',
    target: 'web',
    context: path.dirname(entry),
    entry: { 'federation-runtime-core': entry },
    devtool: false,
    output: { path: outDir, filename: '[name].[contenthash:8].js', iife: true },
    resolve: { alias: { 'zu-federation-runtime-core$': runtimeCoreModule } },
    optimization: { minimize },
    performance: false,
  });
}

export class StandaloneFederationRuntimePlugin {
  /** @param {{ minimize: boolean }} options */
  constructor({ minimize }) {
    this.minimize = minimize;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StandaloneFederationRuntimePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'StandaloneFederationRuntimePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          const cacheDir = path.join(compiler.context, 'node_modules', '.cache');
          fs.mkdirSync(cacheDir, { recursive: true });
          const outDir = fs.mkdtempSync(path.join(cacheDir, 'zu-federation-runtime-'));
          try {
            // Its one entry, in one file.
            const [file] = /** @type {[string]} */ (await buildRuntimeCore({ outDir, minimize: this.minimize }));
            compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(path.join(outDir, file))));
            const html = page.source.source().toString();
            const firstScript = html.indexOf('<script');
            if (firstScript < 0) throw new Error('index.html loads no script');
            // Absolute like the page's other scripts: the page answers every deep link of the remote.
            const tag = `<script defer src="/${file}"></script>`;
            compilation.updateAsset(
              'index.html',
              new sources.RawSource(`${html.slice(0, firstScript)}${tag}${html.slice(firstScript)}`),
            );
          } finally {
            fs.rmSync(outDir, { recursive: true, force: true });
          }
        },
      );
    });
  }
}
