// The one Rspack + Module Federation config factory: an app's rspack.config.mjs names its area, nothing more.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { findArea, portOf, appDir } from '../areas.mjs';
import { ChunkPackagesPlugin } from './chunk-packages-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { PrerenderPlugin } from './prerender-plugin.mjs';
import { RoutePatternsPlugin } from './route-patterns-plugin.mjs';
import { StandaloneFederationRuntimePlugin } from './federation-runtime-plugin.mjs';
import { watchedRuntimeConfig } from '../security-headers.mjs';
import { sharedSingletons } from './shared-singletons.mjs';
import { buildDefines, createSwcRule } from './transform.mjs';

// The bench builds its plain reference page with the same precompression.
export { PrecompressPlugin };
export { runCompiler } from './run-compiler.mjs';

const require = createRequire(import.meta.url);
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const here = path.dirname(new URL(import.meta.url).pathname);
const htmlTemplate = path.join(here, 'index.html');

/**
 * @param {{ area: string, prerender?: { entry: string, exportName: string },
 *   routePatterns?: { entry: string, exportName: string } }} options `prerender`: a module rendering the first view
 *   of the app's index.html at build time; `routePatterns`: a module exporting the router's path patterns, written
 *   into the build for its server (both for production builds only; see PrerenderPlugin and RoutePatternsPlugin).
 * @returns {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export function createAppConfig({ area, prerender, routePatterns }) {
  const app = findArea(area);
  const dir = appDir(area);
  const isHost = app.area === 'shell';

  return (_env, argv = {}) => {
    /** @type {'development' | 'production'} */
    const mode =
      argv.mode === 'development' || argv.mode === 'production'
        ? argv.mode
        : process.env.NODE_ENV === 'development'
          ? 'development'
          : 'production';
    const isDev = mode === 'development';
    const publicDir = path.join(dir, 'public');
    const swcRule = createSwcRule({ isDev });
    const define = buildDefines();
    const developmentSecurityHeaders = watchedRuntimeConfig(
      path.join(appDir('shell'), 'public', 'runtime-config.json'),
    );

    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: isDev ? 'cheap-module-source-map' : false,
      output: {
        // A versioned release (npm run redeploy) builds into dist/releases/<version>/ of the same app.
        path: process.env.ZU_OUTPUT_DIR ? path.resolve(process.env.ZU_OUTPUT_DIR) : path.join(dir, 'dist'),
        // The shell is served at the site root (deep links need absolute asset URLs); a remote resolves its
        // chunks relative to wherever its manifest was fetched from, so it can be redeployed under any URL.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: app.container,
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
      module: {
        rules: [swcRule, { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset/resource' }],
      },
      plugins: [
        // Which build of an app is live: a remote's ./pages exports it, the shell shows it on the page.
        new rspack.DefinePlugin(define),
        new rspack.HtmlRspackPlugin({
          template: htmlTemplate,
          // The remote's own page runs the standalone harness; it must not also load its container entry.
          excludedChunks: [app.container],
          // The page is served for every deep link (/joueur/x/inventaire): its scripts must not resolve against the
          // path. Chunks loaded later still follow the script's own address (publicPath 'auto').
          publicPath: '/',
          templateParameters: { title: isHost ? 'ZUnivers Hardcore' : `${app.label} (autonome) | ZUnivers Hardcore` },
        }),
        ...(fs.existsSync(publicDir)
          ? [new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir, to: '.' }] })]
          : []),
        new ModuleFederationPlugin({
          name: app.container,
          filename: 'remoteEntry.js',
          exposes: isHost ? {} : { './pages': './src/pages.ts' },
          // Remote locations are runtime configuration: the shell registers them at start.
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          dev: false,
          // One federation runtime per page: the shell provides it, the remotes use it (about 18 KB gzipped less per
          // remote visited).
          experiments: {
            asyncStartup: true,
            optimization: { target: 'web' },
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          },
        }),
        // The remote's own page (standalone harness) brings the federation runtime the shell lends otherwise.
        ...(isHost ? [] : [new StandaloneFederationRuntimePlugin({ minimize: !isDev })]),
        ...(prerender && !isDev
          ? [
              new PrerenderPlugin({
                ...prerender,
                runtimeConfigFile: path.join(publicDir, 'runtime-config.json'),
                swcRule,
                define,
              }),
            ]
          : []),
        ...(routePatterns && !isDev ? [new RoutePatternsPlugin({ ...routePatterns, swcRule, define })] : []),
        ...(isDev ? [] : [new ChunkPackagesPlugin(), new PrecompressPlugin()]),
      ],
      optimization: { minimize: !isDev },
      performance: false,
      devServer: {
        port: portOf(area),
        host: 'localhost',
        historyApiFallback: true,
        hot: false,
        // The same policy as the built apps get: development code must not need anything production refuses.
        headers: () => ({ 'Access-Control-Allow-Origin': '*', ...developmentSecurityHeaders() }),
        // A remote run alone reads the shell's runtime configuration from its own origin, as the harness asks for it.
        static: isHost
          ? false
          : { directory: path.join(appDir('shell'), 'public'), publicPath: '/', watch: false, serveIndex: false },
      },
      watchOptions: { ignored: ['**/node_modules/**', '**/dist/**'] },
    };
  };
}
