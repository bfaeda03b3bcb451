import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { defaultRuntimeConfig, getRuntimeConfig, loadRuntimeConfig, setRuntimeConfig } from './runtime-config';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setRuntimeConfig({});
});
afterAll(() => server.close());

describe('runtime config', () => {
  it('merges the deployment file over the defaults, remote by remote', async () => {
    server.use(
      http.get('http://site.test/runtime-config.json', () =>
        HttpResponse.json({
          apiUrl: 'https://api.example',
          remotes: { market: 'https://cdn.example/market/v7/mf-manifest.json' },
        }),
      ),
    );
    const config = await loadRuntimeConfig('http://site.test/runtime-config.json');
    expect(config.apiUrl).toBe('https://api.example');
    expect(config.remotes.market).toBe('https://cdn.example/market/v7/mf-manifest.json');
    expect(config.remotes.catalogue).toBe(defaultRuntimeConfig.remotes.catalogue);
    expect(getRuntimeConfig()).toBe(config);
  });

  it('keeps the defaults when the file is missing', async () => {
    server.use(http.get('http://site.test/runtime-config.json', () => new HttpResponse(null, { status: 404 })));
    const config = await loadRuntimeConfig('http://site.test/runtime-config.json');
    expect(config).toEqual(defaultRuntimeConfig);
    expect(config.ruleSet).toBe('HARDCORE');
    expect(config.remotes.catalogue).toBe('http://localhost:3001/mf-manifest.json');
  });
});
