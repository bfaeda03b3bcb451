// Writes the router's path patterns into the build (`route-patterns.json`), for the app's server to answer an address
// none of them matches with the 404 status (see page-paths.mjs). They are read from the route table itself, built for
// Node with the app's own transform, so that the server and the router never hold two lists.
import { routePatternsFile } from '../page-paths.mjs';
import { tapNodeBuiltExport } from './prerender-plugin.mjs';

export class RoutePatternsPlugin {
  /**
   * @param {{ entry: string, exportName: string } & import('./prerender-plugin.mjs').NodeBuildTransform} options
   *   `entry` exports `exportName`, the router's path patterns but its catch-all.
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    tapNodeBuiltExport(
      compiler,
      'RoutePatternsPlugin',
      compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
      this.options,
      (patterns, compilation) => {
        // A build whose server would take every address for a missing page must fail, not ship.
        if (!Array.isArray(patterns) || patterns.length === 0 || !patterns.every((p) => typeof p === 'string')) {
          throw new Error(`${this.options.entry} does not export ${this.options.exportName} as path patterns`);
        }
        const { RawSource } = compiler.webpack.sources;
        compilation.emitAsset(routePatternsFile, new RawSource(`${JSON.stringify(patterns, null, 2)}\n`));
      },
    );
  }
}
