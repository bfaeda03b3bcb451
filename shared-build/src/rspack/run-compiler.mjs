// One-off builds beside an app's own (the federation runtime for a remote's page, the prerendered home, the bench's
// plain page) all run a compiler once and want its errors as a rejection.
import { rspack } from '@rspack/core';

/** @typedef {import('@rspack/core').Stats} Stats */
/** @typedef {import('@rspack/core').StatsAsset} StatsAsset */

/**
 * Builds `config` once; resolves with the names of the emitted assets, rejects on a compiler error.
 * @param {import('@rspack/core').Configuration} config
 * @returns {Promise<string[]>}
 */
export function runCompiler(config) {
  const compiler = rspack(config);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      // Without an error there are stats, which list the assets when asked to (their types leave both optional).
      if (error) reject(error);
      else if (/** @type {Stats} */ (stats).hasErrors())
        reject(new Error(/** @type {Stats} */ (stats).toString({ all: false, errors: true })));
      else
        resolve(
          /** @type {StatsAsset[]} */ (/** @type {Stats} */ (stats).toJson({ all: false, assets: true }).assets).map(
            (asset) => asset.name,
          ),
        );
    });
  });
}
