import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from './support/test-app';

const site = 'http://localhost:3000';
const t = useTestApp({ devIdentityProvider: true, siteOrigins: [site, 'http://localhost:3005'] });
const realm = '/realms/zunivers';

function directivesOf(response: LightMyRequestResponse): Record<string, string[]> {
  const header = response.headers['content-security-policy'];
  assert.equal(typeof header, 'string', 'a Content-Security-Policy header');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name, ...sources] = directive.split(/\s+/);
        return [name!, sources];
      }),
  );
}

/** A `<script>` element without `src`: what a policy without 'unsafe-inline' would block. */
const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>/i;

function assertNoScriptLoophole(policy: Record<string, string[]>) {
  const scripts = policy['script-src'] ?? policy['default-src'] ?? [];
  assert.equal(scripts.includes("'unsafe-inline'"), false);
  assert.equal(scripts.includes("'unsafe-eval'"), false);
  assert.deepEqual(policy['frame-ancestors'], ["'none'"]);
}

/** Starts a sign-in as keycloak-js does and returns the login page, with the cookies that lead to it. */
async function openLoginPage() {
  const verifier = crypto.randomBytes(48).toString('base64url');
  const authorize = await t.app.inject({
    url: `${realm}/protocol/openid-connect/auth?${new URLSearchParams({
      client_id: 'zunivers-web',
      redirect_uri: `${site}/`,
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid',
      state: 'etat-csp',
      nonce: 'nonce-csp',
      code_challenge: crypto.createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    })}`,
  });
  assert.equal(authorize.statusCode, 303, authorize.body);
  const interaction = new URL(String(authorize.headers.location), 'http://api.test').pathname;
  const cookie = authorize.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const page = await t.app.inject({ url: interaction, headers: { cookie } });
  return { interaction, cookie, page };
}

describe('Content-Security-Policy of the API documentation', () => {
  it('lets swagger-ui load its own files and the OpenAPI document, and nothing inline or evaluated', async () => {
    const page = await t.app.inject({ url: '/docs' });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /swagger-ui-bundle\.js/);
    assert.doesNotMatch(page.body, inlineScript, 'every script of the page is a file');
    const policy = directivesOf(page);
    assertNoScriptLoophole(policy);
    assert.deepEqual(policy['script-src'], ["'self'"]);
    assert.deepEqual(policy['connect-src'], ["'self'", 'http://api.test']);
    assert.deepEqual(policy['object-src'], ["'none'"]);
    // The scripts it names are served under the same policy.
    const initializer = await t.app.inject({ url: '/docs/static/swagger-initializer.js' });
    assert.equal(initializer.statusCode, 200);
    assert.deepEqual(directivesOf(initializer)['script-src'], ["'self'"]);
  });
});

describe('Content-Security-Policy of the development login page', () => {
  it('allows no script at all, its own styles, and forms that end on the provider or the site', async () => {
    const { page } = await openLoginPage();
    assert.equal(page.statusCode, 200, page.body);
    assert.match(page.body, /Connexion/);
    assert.doesNotMatch(page.body, /<script/i);
    const policy = directivesOf(page);
    assertNoScriptLoophole(policy);
    assert.deepEqual(policy['default-src'], ["'none'"]);
    assert.equal('script-src' in policy, false, "scripts fall back to default-src 'none'");
    assert.deepEqual(policy['style-src'], ["'unsafe-inline'"]);
    assert.deepEqual(policy['form-action'], ["'self'", site, 'http://localhost:3005']);
    assert.deepEqual(policy['base-uri'], ["'none'"]);
  });

  it('keeps the policy on the page that reports an invalid name', async () => {
    const { interaction, cookie } = await openLoginPage();
    const refused = await t.app.inject({
      method: 'POST',
      url: `${interaction}/login`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'Nom Invalide' }).toString(),
    });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(directivesOf(refused)['default-src'], ["'none'"]);
  });
});
