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

  it("lets the site's origins call it with credentials, and nobody else", async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/public/item',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-zunivers-rulesettype',
      },
    });
    assert.equal(allowed.statusCode, 204);
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3001');
    assert.equal(allowed.headers['access-control-allow-credentials'], 'true');
    const refused = await t.app.inject({ url: '/public/pack', headers: { origin: 'http://evil.example' } });
    assert.equal(refused.headers['access-control-allow-origin'], undefined);
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
