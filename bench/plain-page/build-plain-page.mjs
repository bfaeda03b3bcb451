// Builds the plain React page (./main.mjs) with the apps' toolchain: Rspack, the same SWC transform and targets,
// minified, the apps' HTML template, precompressed; then serves it as the apps are served (sirv, same headers).
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { PrecompressPlugin, runCompiler } from '@zu/shared-build/rspack';
import { createStaticServer } from '@zu/shared-build/static-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const template = path.join(here, '..', '..', 'shared-build', 'src', 'rspack', 'index.html');

/** Builds into `outDir`; resolves when the build is written. */
export async function buildPlainPage(outDir) {
  await runCompiler({
    mode: 'production',
    context: here,
    entry: { main: './main.mjs' },
    devtool: false,
    output: { path: outDir, publicPath: '/', filename: '[name].[contenthash:8].js', clean: true },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
            env: { targets: 'chrome >= 110, firefox >= 110, safari >= 16' },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template, templateParameters: { title: 'Page React simple' } }),
      new PrecompressPlugin(),
    ],
    optimization: { minimize: true },
    performance: false,
  });
}

/** Serves the built page on a free port; resolves with its origin and a function that stops the server. */
export function servePlainPage(outDir) {
  const server = createStaticServer({ root: outDir });
  return new Promise((resolve) => {
    server.listen(0, 'localhost', () => {
      resolve({ origin: `http://localhost:${server.address().port}`, close: () => server.close() });
    });
  });
}
