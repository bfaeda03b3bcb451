// Renders the home page's first view to HTML at build time and writes it into the built index.html, inside #root
// (the empty page stays as app.html, for every other route): the
// browser paints it before any JavaScript runs, then the app renders the same markup in its place. The page's
// render module is built for Node with the app's own transform (a second, plain Rspack compilation, no federation),
// its packages required from node_modules, then called with the deployment's runtime configuration.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { firstViewBootAsset } from '../first-view-boot.mjs';
import { homeDocument, withBrowserStorage } from '../first-view-document.mjs';
import { runCompiler } from './run-compiler.mjs';

/**
 * How a Node build compiles the app's code: the app's own SWC rule (transform.mjs) and constants.
 * @typedef {{ swcRule: import('@rspack/core').RuleSetRule, define: import('@rspack/core').DefinePluginOptions }}
 *   NodeBuildTransform
 */

/**
 * Runs `work(outDir)` with a temporary folder for a Node build, inside the app's folder so that the built module finds
 * the packages of its node_modules; the folder is removed after.
 * @template T
 * @param {string} appContext
 * @param {(outDir: string) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withNodeBuildDir(appContext, work) {
  const cacheDir = path.join(appContext, 'node_modules', '.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cacheDir, 'zu-render-'));
  try {
    return await work(outDir);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Builds `entry` for Node as `outDir/render.cjs`: the workspace's TypeScript bundled, packages left to node_modules.
 * @param {{ entry: string, context: string, outDir: string } & NodeBuildTransform} options
 * @returns {Promise<string>} the built file.
 */
export async function buildForNode({ entry, context, outDir, swcRule, define }) {
  await runCompiler({
    mode: 'production',
    target: 'node',
    context,
    entry: { render: entry },
    devtool: false,
    output: { path: outDir, library: { type: 'commonjs2' }, filename: '[name].cjs', chunkFilename: '[id].cjs' },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    // Packages stay in node_modules (one React for the render and its styles); only the workspace's TypeScript is built.
    externalsType: 'commonjs',
    externals: [
      // Rspack names the request of every dependency it asks about (its binding always has one); its type leaves it
      // optional.
      ({ request }, callback) =>
        /^[^./]/.test(/** @type {string} */ (request)) && !(/** @type {string} */ (request).startsWith('@zu/'))
          ? callback(null, request)
          : callback(),
    ],
    module: { rules: [swcRule, { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset/resource' }] },
    plugins: [new rspack.DefinePlugin(define)],
    optimization: { minimize: false },
    performance: false,
  });
  return path.join(outDir, 'render.cjs');
}

/**
 * At `stage` of each compilation, builds `options.entry` for Node and hands its `options.exportName` export to
 * `use(exported, compilation)`; a compilation `wanted` turns down is left alone, with nothing built.
 * @param {import('@rspack/core').Compiler} compiler
 * @param {string} pluginName
 * @param {number} stage
 * @param {{ entry: string, exportName: string } & NodeBuildTransform} options
 * @param {(exported: unknown, compilation: import('@rspack/core').Compilation) => void | Promise<void>} use
 *   `exported`: whatever the built module exports under that name, for `use` to check or trust.
 * @param {(compilation: import('@rspack/core').Compilation) => boolean} [wanted]
 */
export function tapNodeBuiltExport(compiler, pluginName, stage, options, use, wanted = () => true) {
  compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
    compilation.hooks.processAssets.tapPromise({ name: pluginName, stage }, async () => {
      if (!wanted(compilation)) return;
      await withNodeBuildDir(compiler.context, async (outDir) => {
        const file = await buildForNode({ ...options, context: compiler.context, outDir });
        await use(createRequire(file)(file)[options.exportName], compilation);
      });
    });
  });
}

export class PrerenderPlugin {
  /**
   * @param {{ entry: string, exportName: string, runtimeConfigFile: string } & NodeBuildTransform} options `entry`
   *   exports `exportName(runtimeConfig) => string`, the markup to put inside #root of index.html.
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    tapNodeBuiltExport(
      compiler,
      'PrerenderPlugin',
      compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
      this.options,
      (render, compilation) => {
        // There is one: `wanted`, below, let only such a compilation through.
        const page = /** @type {Readonly<import('@rspack/core').Asset>} */ (compilation.getAsset('index.html'));
        const runtimeConfig = JSON.parse(fs.readFileSync(this.options.runtimeConfigFile, 'utf8'));
        // The export the options name: the home's render (see the constructor).
        const markup = withBrowserStorage(() =>
          /** @type {(runtimeConfig: object) => string} */ (render)(runtimeConfig),
        );
        const html = page.source.source().toString();
        const { RawSource } = compiler.webpack.sources;
        // Every other route starts from the empty page (see the static server's fallback).
        compilation.emitAsset('app.html', new RawSource(html));
        // The home's HTML paints first, then the app starts.
        compilation.emitAsset(firstViewBootAsset.name, new RawSource(firstViewBootAsset.source));
        const home = homeDocument({ page: html, bootUrl: `/${firstViewBootAsset.name}`, markup });
        compilation.updateAsset('index.html', new RawSource(home));
      },
      (compilation) => compilation.getAsset('index.html') !== undefined,
    );
  }
}
