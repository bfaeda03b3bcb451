import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe('HTTP behaviour', () => {
  it('answers an unknown route with a 404 {code, message}', async () => {
    const response = await t.app.inject({ url: '/public/nulle-part' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(Object.keys(response.json()).sort(), ['code', 'message']);
  });

  it("lets both sites' origins call it with credentials, and nobody else", async () => {
    for (const site of ['http://localhost:3000', 'http://localhost:3100']) {
      const allowed = await t.app.inject({
        method: 'OPTIONS',
        url: '/public/item',
        headers: {
          origin: site,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,x-zunivers-rulesettype',
        },
      });
      assert.equal(allowed.statusCode, 204);
      assert.equal(allowed.headers['access-control-allow-origin'], site);
      assert.equal(allowed.headers['access-control-allow-credentials'], 'true');
    }
    // A remote's own origin is a site only where the development setup names it (it runs alone there).
    for (const other of ['http://evil.example', 'http://localhost:3001', 'http://localhost:31000']) {
      const refused = await t.app.inject({ url: '/public/pack', headers: { origin: other } });
      assert.equal(refused.headers['access-control-allow-origin'], undefined, other);
    }
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/public/pack' });
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.ok(response.headers['strict-transport-security']);
  });

  it('documents every route in the OpenAPI document served with /docs', async () => {
    const page = await t.app.inject({ url: '/docs' });
    assert.ok([200, 302].includes(page.statusCode));
    const response = await t.app.inject({ url: '/docs/json' });
    assert.equal(response.statusCode, 200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/app/settings',
      '/app/status',
      '/config',
      '/public/pack',
      '/public/item',
      '/public/item/{slug}',
      '/public/fusion',
      '/public/post',
      '/public/post/{slug}',
      '/health',
      '/public/user/{userName}',
    ]) {
      assert.ok(paths.includes(path), path);
    }
  });
});
