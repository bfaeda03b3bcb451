import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../src/areas/players/players-schema';
import { databaseAdapter } from '../../src/identity/adapter';
import { useTestApp } from '../support/test-app';

const site = 'http://localhost:3000';
const otherSite = 'http://localhost:3100';
const t = useTestApp({ devIdentityProvider: true, siteOrigins: [site, otherSite] });
const realm = '/realms/zunivers';

/** A tiny browser: follows nothing by itself, but keeps the provider's cookies between requests. */
function browser() {
  const jar = new Map<string, string>();
  const remember = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies) {
      if (cookie.expires && cookie.expires.getTime() < Date.now()) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    get: async (url: string) => remember(await t.app.inject({ url, headers: { cookie: cookie() } })),
    post: async (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
      remember(
        await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded', ...headers },
          payload: new URLSearchParams(form).toString(),
        }),
      ),
  };
}

const pathOf = (location: string | string[] | number | undefined) => {
  const url = new URL(String(location), 'http://api.test');
  return `${url.pathname}${url.search}`;
};

async function signIn(userName: string, { redeem = true } = {}) {
  const b = browser();
  const verifier = crypto.randomBytes(48).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${site}/joueur/${userName}?onglet=1`;
  const authorize = await b.get(
    `${realm}/protocol/openid-connect/auth?${new URLSearchParams({
      client_id: 'zunivers-web',
      redirect_uri: redirectUri,
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid',
      state: 'etat-1',
      nonce: 'nonce-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    })}`,
  );
  assert.equal(authorize.statusCode, 303, authorize.body);
  const interaction = pathOf(authorize.headers.location);
  const page = await b.get(interaction);
  const login = await b.post(`${interaction}/login`, { username: userName });
  assert.equal(login.statusCode, 303, login.body);
  const resumed = await b.get(pathOf(login.headers.location));
  assert.equal(resumed.statusCode, 303, resumed.body);
  const back = new URL(String(resumed.headers.location));
  const fragment = new URLSearchParams(back.hash.slice(1));
  const redeemCode = () =>
    b.post(
      `${realm}/protocol/openid-connect/token`,
      {
        grant_type: 'authorization_code',
        client_id: 'zunivers-web',
        code: fragment.get('code')!,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      },
      { origin: site },
    );
  const tokens = redeem ? await redeemCode() : (undefined as unknown as LightMyRequestResponse);
  return { b, page, back, fragment, tokens, redeemCode };
}

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString());

describe('development identity provider', () => {
  it("publishes Keycloak's layout in its discovery document, and its keys", async () => {
    const discovery = await t.app.inject({
      url: `${realm}/.well-known/openid-configuration`,
      headers: { host: 'api.test' },
    });
    assert.equal(discovery.statusCode, 200);
    const doc = discovery.json();
    assert.equal(doc.issuer, 'http://api.test/realms/zunivers');
    assert.equal(doc.authorization_endpoint, 'http://api.test/realms/zunivers/protocol/openid-connect/auth');
    assert.equal(doc.token_endpoint, 'http://api.test/realms/zunivers/protocol/openid-connect/token');
    assert.equal(doc.end_session_endpoint, 'http://api.test/realms/zunivers/protocol/openid-connect/logout');
    assert.deepEqual(doc.code_challenge_methods_supported, ['S256']);
    const certs = (await t.app.inject({ url: `${realm}/protocol/openid-connect/certs` })).json();
    assert.equal(certs.keys.length, 1);
    assert.equal(certs.keys[0].kty, 'RSA');
    assert.equal('d' in certs.keys[0], false, 'never the private half');
  });

  it('signs a player in with the French login page, and the API knows them from the token', async () => {
    const { page, back, fragment, tokens } = await signIn('nouveau.joueur');
    assert.match(page.body, /Nom d&#39;utilisateur du chat|Nom d'utilisateur du chat/);
    assert.equal(back.origin + back.pathname, `${site}/joueur/nouveau.joueur`);
    assert.equal(fragment.get('state'), 'etat-1');
    assert.equal(tokens.statusCode, 200, tokens.body);
    assert.equal(tokens.headers['access-control-allow-origin'], site);
    assert.equal(tokens.headers['access-control-allow-credentials'], 'true');
    const { access_token: accessToken, refresh_token: refreshToken } = tokens.json();
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
    assert.equal(claims.aud, 'zunivers-api');
    assert.equal(claims.preferred_username, 'nouveau.joueur');
    // keycloak-js decodes the refresh token as a JWT.
    assert.equal(JSON.parse(Buffer.from(refreshToken.split('.')[1], 'base64url').toString()).typ, 'Refresh');
    const me = await t.app.inject({ url: '/app/me', headers: { authorization: `Bearer ${accessToken}` } });
    assert.deepEqual(me.json(), { discordUserName: 'nouveau.joueur' });
  });

  it('refreshes tokens with the refresh token, which rotates: a used one is refused, and it lasts days', async () => {
    const { b, tokens } = await signIn('joueur.test');
    const refresh = (refreshToken: string) =>
      b.post(
        `${realm}/protocol/openid-connect/token`,
        { grant_type: 'refresh_token', client_id: 'zunivers-web', refresh_token: refreshToken },
        { origin: site },
      );
    const first = tokens.json().refresh_token;
    const lifetime = claimsOf(first).exp - claimsOf(first).iat;
    assert.ok(lifetime >= 86400 && lifetime <= 7 * 86400, `refresh token lifetime ${lifetime} s`);
    assert.ok(tokens.json().refresh_expires_in === undefined || tokens.json().refresh_expires_in <= 7 * 86400);
    const refreshed = await refresh(first);
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    assert.notEqual(refreshed.json().access_token, tokens.json().access_token);
    const second = refreshed.json().refresh_token;
    assert.notEqual(second, first, 'a new refresh token at each use');
    const replayed = await refresh(first);
    assert.equal(replayed.statusCode, 400);
    assert.equal(replayed.json().error, 'invalid_grant');
  });

  it('issues the claims the API requires: an access token with exp, a stable sub and the chat user name', async () => {
    const { tokens } = await signIn('joueur.test');
    const accessToken = tokens.json().access_token;
    const header = JSON.parse(Buffer.from(accessToken.split('.')[0], 'base64url').toString());
    const claims = claimsOf(accessToken);
    assert.equal(header.typ, 'at+jwt');
    assert.equal(typeof claims.exp, 'number');
    assert.equal(claims.preferred_username, 'joueur.test');
    const [player] = await t.app.db
      .select({ discordId: users.discordId })
      .from(users)
      .where(eq(users.discordUserName, 'joueur.test'));
    if (player) assert.equal(claims.sub, player.discordId, "a known player's subject is their chat id");
    else assert.equal(claims.sub, 'dev-joueur.test');
    // The ID token is not an access token for the API.
    const idToken = tokens.json().id_token;
    const refused = await t.app.inject({ url: '/app/me', headers: { authorization: `Bearer ${idToken}` } });
    assert.equal(refused.statusCode, 401);
  });

  it('redeems a one-time code once, even when two redemptions race', async () => {
    const { redeemCode } = await signIn('course.au.code', { redeem: false });
    const outcomes = await Promise.all([redeemCode(), redeemCode()]);
    assert.deepEqual(
      outcomes.map((response) => response.statusCode).sort(),
      [200, 400],
      outcomes.map((r) => r.body).join('\n'),
    );
    const lost = outcomes.find((response) => response.statusCode === 400)!;
    assert.equal(lost.json().error, 'invalid_grant');
  });

  it('consumes a code in the storage atomically: of two concurrent consumptions exactly one succeeds', async () => {
    const Adapter = databaseAdapter(t.app.db);
    const codes = new Adapter('AuthorizationCode');
    const id = `zz-test-${crypto.randomUUID()}`;
    await codes.upsert(id, { grantId: 'zz-test-grant' }, 60);
    const outcomes = await Promise.allSettled([codes.consume(id), codes.consume(id)]);
    assert.deepEqual(outcomes.map((outcome) => outcome.status).sort(), ['fulfilled', 'rejected']);
    assert.equal((await codes.find(id))?.consumed !== undefined, true);
  });

  it('refuses requests from another host than this machine', async () => {
    const fromAfar = await t.app.inject({
      url: `${realm}/.well-known/openid-configuration`,
      remoteAddress: '203.0.113.7',
    });
    assert.equal(fromAfar.statusCode, 403);
    assert.equal(fromAfar.json().code, 'LOCAL_ONLY');
    const viaForwardedHeader = await t.app.inject({
      url: `${realm}/.well-known/openid-configuration`,
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    assert.equal(viaForwardedHeader.statusCode, 403);
  });

  it('refuses an invalid chat user name with a French message', async () => {
    const b = browser();
    const challenge = crypto.createHash('sha256').update('x'.repeat(43)).digest('base64url');
    const authorize = await b.get(
      `${realm}/protocol/openid-connect/auth?client_id=zunivers-web&redirect_uri=${encodeURIComponent(`${site}/`)}&response_type=code&scope=openid&code_challenge=${challenge}&code_challenge_method=S256`,
    );
    const interaction = pathOf(authorize.headers.location);
    await b.get(interaction);
    const refused = await b.post(`${interaction}/login`, { username: 'Nom Invalide!' });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.body, /Nom invalide : 2 à 32 caractères/);
  });

  it('refuses a redirect outside the sites: their exact origins, never a prefix of one', async () => {
    for (const outside of [
      'http://evil.example/',
      'http://localhost:3000.evil.example/',
      'http://localhost:30000/',
      'http://localhost:3000@evil.example/',
      'http://joueur@localhost:3000/',
      'https://localhost:3000/',
      'localhost:3000/',
    ]) {
      const response = await t.app.inject({
        url: `${realm}/protocol/openid-connect/auth?client_id=zunivers-web&redirect_uri=${encodeURIComponent(outside)}&response_type=code&scope=openid&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
      });
      assert.equal(response.statusCode, 400, outside);
    }
  });

  it('signs a player in on the other site without a second login (prompt=none), and a visitor stays one', async () => {
    const { b } = await signIn('joueur.test');
    const authorizeOn = (client: ReturnType<typeof browser>, page: string) =>
      client.get(
        `${realm}/protocol/openid-connect/auth?${new URLSearchParams({
          client_id: 'zunivers-web',
          redirect_uri: page,
          response_type: 'code',
          response_mode: 'fragment',
          scope: 'openid',
          state: 'etat-2',
          prompt: 'none',
          code_challenge: 'b'.repeat(43),
          code_challenge_method: 'S256',
        })}`,
      );
    const page = `${otherSite}/joueur/joueur.test`;
    const arrived = await authorizeOn(b, page);
    assert.equal(arrived.statusCode, 303, arrived.body);
    const back = new URL(String(arrived.headers.location));
    assert.equal(`${back.origin}${back.pathname}`, page);
    assert.ok(new URLSearchParams(back.hash.slice(1)).get('code'));

    const visitor = await authorizeOn(browser(), page);
    const refused = new URL(String(visitor.headers.location));
    assert.equal(`${refused.origin}${refused.pathname}`, page);
    assert.equal(new URLSearchParams(refused.hash.slice(1)).get('error'), 'login_required');
  });
});
