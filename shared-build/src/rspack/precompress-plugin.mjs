// Writes a brotli (.br) and a gzip (.gz) twin of each text file a production build emits, once, at maximum
// compression: the static server sends the twin the browser accepts instead of compressing on every request.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compressible = /\.(?:js|mjs|css|html|json|svg|txt)$/;
// Rewritten in place by a deployment (npm run redeploy): a twin made at build time would go stale and win.
const rewrittenByDeployments = new Set(['runtime-config.json']);
// Below this, the headers outweigh what compression saves.
const minimumBytes = 1024;

/**
 * @param {string} name a file's path in the build.
 * @returns {boolean}
 */
export function shouldPrecompress(name) {
  return compressible.test(name) && !rewrittenByDeployments.has(path.posix.basename(name));
}

/**
 * Compresses the named files of `dir` (paths relative to it); a twin that saves nothing is not written.
 * @param {string} dir
 * @param {string[]} names
 * @returns {Promise<string[]>} the twins written (their paths relative to `dir`), sorted.
 */
export async function precompressFiles(dir, names) {
  /** @type {string[]} */
  const written = [];
  await Promise.all(
    names.filter(shouldPrecompress).map(async (name) => {
      const file = path.join(dir, name);
      const content = await fs.readFile(file);
      if (content.length < minimumBytes) return;
      const [brotlied, gzipped] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [suffix, twin] of /** @type {[string, Buffer][]} */ ([
        ['.br', brotlied],
        ['.gz', gzipped],
      ])) {
        if (twin.length >= content.length) continue;
        await fs.writeFile(file + suffix, twin);
        written.push(name + suffix);
      }
    }),
  );
  return written.sort();
}

export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      await precompressFiles(
        compiler.outputPath,
        compilation.getAssets().map((asset) => asset.name),
      );
    });
  }
}
