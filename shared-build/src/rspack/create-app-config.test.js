// The factory is ESM (as @rspack/core is): evaluate it in a child Node and inspect the result.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

function configOf(area, mode = 'production') {
  const script = `
    const { createAppConfig } = await import(${JSON.stringify(path.join(__dirname, 'create-app-config.mjs'))});
    const config = createAppConfig({ area: ${JSON.stringify(area)} })({}, { mode: ${JSON.stringify(mode)} });
    const mf = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
    const plugins = config.plugins.map((p) => p.constructor.name);
    const devHeaders = config.devServer.headers();
    console.log(JSON.stringify({ output: config.output, port: config.devServer.port, mf: mf._options, plugins, devtool: config.devtool, devHeaders }));
  `;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

const configs = Object.fromEntries(
  ['shell', 'catalogue', 'profile', 'leaderboards', 'gamemodes', 'market'].map((area) => [area, configOf(area)]),
);

describe('rspack + module federation config factory', () => {
  it('names containers and ports as the apps list declares', () => {
    const summary = Object.values(configs).map((c) => [c.mf.name, c.port]);
    expect(summary).toEqual([
      ['shell', 3000],
      ['mfe_catalogue', 3001],
      ['mfe_profile', 3002],
      ['mfe_leaderboards', 3003],
      ['mfe_gamemodes', 3004],
      ['mfe_market', 3005],
    ]);
  });

  it('exposes ./pages from every remote and nothing from the shell', () => {
    expect(configs.shell.mf.exposes).toEqual({});
    for (const area of ['catalogue', 'profile', 'leaderboards', 'gamemodes', 'market']) {
      expect(configs[area].mf.exposes).toEqual({ './pages': './src/pages.ts' });
    }
  });

  it('shares the same singletons everywhere, with subpath keys, and never Chakra, emotion or Redux directly', () => {
    const shared = configs.shell.mf.shared;
    for (const config of Object.values(configs)) expect(config.mf.shared).toEqual(shared);
    for (const key of [
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      'react-router',
      'react-router-dom',
      'keycloak-js',
      '@zu/shared-ui',
      '@zu/shared-platform',
      '@zu/shared-platform/widgets',
      '@zu/shared-auth',
    ]) {
      expect(shared[key]).toMatchObject({ singleton: true });
    }
    const reachedThroughOurPackages = /^(@chakra-ui|@emotion|@reduxjs|react-redux|immer|reselect)/;
    expect(Object.keys(shared).filter((key) => reachedThroughOurPackages.test(key))).toEqual([]);
    // react-router is provided from the site's own entry, which re-exports only the names the apps use.
    expect(shared['react-router'].import).toMatch(/zu-shared-entries\/react-router\.mjs$/);
    expect(Object.values(shared).some((entry) => entry.eager)).toBe(false);
  });

  it('uses the loaded-first strategy, a manifest, no type generation, and a unique name per app', () => {
    for (const config of Object.values(configs)) {
      expect(config.mf).toMatchObject({ shareStrategy: 'loaded-first', manifest: true, dts: false, dev: false });
      expect(config.mf.experiments.asyncStartup).toBe(true);
      expect(config.output.uniqueName).toBe(config.mf.name);
    }
    expect(configs.shell.output.publicPath).toBe('/');
    expect(configs.market.output.publicPath).toBe('auto');
  });

  it('precompresses production builds only, and never needs eval (the pages forbid it)', () => {
    for (const config of Object.values(configs)) {
      expect(config.plugins).toContain('PrecompressPlugin');
      expect(config.devtool).toBe(false);
    }
    const development = configOf('shell', 'development');
    expect(development.plugins).not.toContain('PrecompressPlugin');
    expect(String(development.devtool)).not.toContain('eval');
  });

  it('gives the development servers the same security headers as the built apps', () => {
    const { devHeaders } = configOf('market', 'development');
    expect(devHeaders['Content-Security-Policy']).toMatch(/script-src 'self' http:\/\/localhost:3001 /);
    expect(devHeaders['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(devHeaders['X-Content-Type-Options']).toBe('nosniff');
    expect(devHeaders['Access-Control-Allow-Origin']).toBe('*');
  });
});
