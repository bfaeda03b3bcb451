import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ devIdentityProvider: false });

describe('without DEV_IDENTITY_PROVIDER=on', () => {
  it('serves no identity provider at all', async () => {
    for (const url of [
      '/realms/zunivers/.well-known/openid-configuration',
      '/realms/zunivers/protocol/openid-connect/auth',
    ]) {
      assert.equal((await t.app.inject({ url })).statusCode, 404, url);
    }
  });
});
