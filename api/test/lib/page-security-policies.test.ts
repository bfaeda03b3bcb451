import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from '../support/test-app';

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

/** Posts the login page's form with `userName`. */
async function submitLogin(userName: string) {
  const { interaction, cookie } = await openLoginPage();
  const answer = await t.app.inject({
    method: 'POST',
    url: `${interaction}/login`,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: userName }).toString(),
  });
  return { answer, cookie };
}

/** A browser session signed in with the provider: the login form posted, the provider's cookies kept. */
async function signedIn() {
  const { answer: login, cookie } = await submitLogin('joueur.test');
  assert.equal(login.statusCode, 303, login.body);
  const jar = new Map(cookie.split('; ').map((pair) => pair.split('=') as [string, string]));
  let location = String(login.headers.location);
  // Follow the provider's redirects (back to the authorization endpoint) until it hands the code to the site.
  for (let hop = 0; hop < 5 && !location.startsWith(site); hop += 1) {
    const url = new URL(location, 'http://api.test');
    const next = await t.app.inject({
      url: url.pathname + url.search,
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const { name, value } of next.cookies) jar.set(name, value);
    location = String(next.headers.location);
  }
  assert.ok(location.startsWith(site), location);
  return { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
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
    const { answer: refused } = await submitLogin('Nom Invalide');
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(directivesOf(refused)['default-src'], ["'none'"]);
  });
});

/** Every inline script of a page, as the `'sha256-…'` source a policy names it by. */
const inlineScriptSources = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${crypto.createHash('sha256').update(body!).digest('base64')}'`,
  );

function assertProviderPagePolicy(page: LightMyRequestResponse) {
  assert.match(String(page.headers['content-type']), /text\/html/);
  const policy = directivesOf(page);
  assertNoScriptLoophole(policy);
  assert.deepEqual(policy['default-src'], ["'none'"]);
  assert.deepEqual(policy['style-src'], ["'unsafe-inline'"]);
  assert.deepEqual(policy['form-action'], ["'self'", site, 'http://localhost:3005']);
  assert.deepEqual(policy['base-uri'], ["'none'"]);
  for (const source of inlineScriptSources(page.body)) assert.ok(policy['script-src']?.includes(source), source);
  assert.equal(page.headers['x-content-type-options'], 'nosniff');
  return policy;
}

describe('Content-Security-Policy of the pages the development provider renders', () => {
  it("lets the provider's own auto-submitted logout form run its script, by its hash", async () => {
    const page = await t.app.inject({
      url: `${realm}/protocol/openid-connect/logout?${new URLSearchParams({
        client_id: 'zunivers-web',
        post_logout_redirect_uri: `${site}/`,
      })}`,
    });
    assert.equal(page.statusCode, 200, page.body);
    const scripts = inlineScriptSources(page.body);
    assert.equal(scripts.length, 1, 'one auto-submit script');
    assert.ok(assertProviderPagePolicy(page)['script-src']?.includes(scripts[0]!));
  });

  it('lets the French logout page of a signed-in player run its auto-submit script, by its hash', async () => {
    const { cookie } = await signedIn();
    const page = await t.app.inject({
      url: `${realm}/protocol/openid-connect/logout?${new URLSearchParams({
        client_id: 'zunivers-web',
        post_logout_redirect_uri: `${site}/`,
      })}`,
      headers: { cookie },
    });
    assert.equal(page.statusCode, 200, page.body);
    assert.match(page.body, /Déconnexion/);
    const scripts = inlineScriptSources(page.body);
    assert.equal(scripts.length, 1, 'one auto-submit script');
    const policy = assertProviderPagePolicy(page);
    assert.ok(policy['script-src']?.includes(scripts[0]!));
    assert.equal(policy['script-src']?.length, 1, 'no other script allowed');
  });

  it('keeps a policy on the page shown after a logout that names no page to return to', async () => {
    const logout = await t.app.inject({ url: `${realm}/protocol/openid-connect/logout` });
    assert.equal(logout.statusCode, 200, logout.body);
    const action = /<form[^>]*action="([^"]+)"/.exec(logout.body)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logout.body)?.[1];
    assert.ok(action && xsrf, logout.body);
    const cookie = logout.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: new URL(action.replace(/&amp;/g, '&'), 'http://api.test').pathname,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    assert.equal(confirmed.statusCode, 303, confirmed.body);
    const done = await t.app.inject({
      url: new URL(String(confirmed.headers.location), 'http://api.test').pathname,
      headers: { cookie },
    });
    assert.equal(done.statusCode, 200, done.body);
    assert.match(done.body, /Tu es déconnecté/);
    assert.doesNotMatch(done.body, /<script/i);
    assertProviderPagePolicy(done);
  });

  it('keeps a policy on its error page', async () => {
    const refused = await t.app.inject({
      url: `${realm}/protocol/openid-connect/auth?${new URLSearchParams({
        client_id: 'client-inconnu',
        redirect_uri: `${site}/`,
        response_type: 'code',
        scope: 'openid',
      })}`,
    });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.match(refused.body, /Erreur de connexion/);
    assertProviderPagePolicy(refused);
  });
});
