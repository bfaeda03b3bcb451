// How the apps' TypeScript is compiled, for the browser builds and for the renders made in Node (prerender-plugin,
// page snapshots): one transform, so that a page rendered ahead of a visit is the code the browser runs.

/**
 * SWC through Rspack's built-in loader: TypeScript and JSX (React's automatic runtime), for current browsers.
 * @param {{ isDev: boolean }} options
 * @returns {import('@rspack/core').RuleSetRule}
 */
export function createSwcRule({ isDev }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: isDev } },
      },
      env: { targets: 'chrome >= 110, firefox >= 110, safari >= 16' },
    },
    type: 'javascript/auto',
  };
}

/** Constants the apps' code reads: which build is live (`local`, or a release version). */
export function buildDefines() {
  return { __ZU_BUILD_ID__: JSON.stringify(process.env.ZU_BUILD_ID ?? 'local') };
}
