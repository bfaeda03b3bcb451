import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import crypto from 'node:crypto';
import { createLocalJWKSet, errors, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { users } from '../../src/db/schema';
import { useTestApp } from '../support/test-app';

// A key of our own stands in for the identity provider's: the API is given its public half as the JWKS.
/** jose's key type, whatever the runtime calls it. */
type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const issuer = 'http://api.test/realms/zunivers';
let privateKey: SigningKey;
let otherKey: SigningKey;
const keys: { public?: JWK } = {};
/** Set by a test to stand for an identity provider whose keys cannot be fetched. */
const keySource: { failure?: Error } = {};

const jwks = async (...args: Parameters<ReturnType<typeof createLocalJWKSet>>) => {
  if (keySource.failure) throw keySource.failure;
  return createLocalJWKSet({ keys: [keys.public!] })(...args);
};
const t = useTestApp({}, { jwks });

before(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  keys.public = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256' };
  ({ privateKey: otherKey } = await generateKeyPair('RS256'));
});

interface TokenOptions {
  key?: SigningKey;
  issuer?: string;
  audience?: string | string[];
  azp?: string;
  /** null: no `exp` claim. */
  expiresIn?: string | number | null;
  userName?: unknown;
  /** null: no `sub` claim; by default one made from the user name. */
  subject?: string | null;
  headerType?: string;
  /** Keycloak's `typ` claim (Bearer, ID, Refresh). */
  typeClaim?: string;
}

async function token({
  key = privateKey,
  issuer: iss = issuer,
  audience = 'zunivers-api',
  azp = 'zunivers-web',
  expiresIn = '5m',
  userName = 'zz_test.nouveau',
  subject = `dev-${String(userName)}`,
  headerType = 'at+jwt',
  typeClaim,
}: TokenOptions = {}) {
  const jwt = new SignJWT({ preferred_username: userName as string, azp, ...(typeClaim ? { typ: typeClaim } : {}) })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: headerType })
    .setIssuer(iss)
    .setAudience(audience)
    .setIssuedAt();
  if (subject !== null) jwt.setSubject(subject);
  if (expiresIn !== null) jwt.setExpirationTime(expiresIn);
  return jwt.sign(key);
}

const me = (authorization?: string) =>
  t.app.inject({ url: '/app/me', headers: authorization ? { authorization } : {} });
const refused = async (authorization: string, code = 'INVALID_TOKEN') => {
  const response = await me(authorization);
  assert.equal(response.statusCode, 401, authorization.slice(0, 40));
  assert.equal(response.json().code, code);
  assert.equal(response.headers['www-authenticate'], 'Bearer');
};

describe('bearer tokens', () => {
  it('knows the player from a valid token', async () => {
    const response = await me(`Bearer ${await token()}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { discordUserName: 'zz_test.nouveau' });
  });

  it("accepts Keycloak's access tokens (plain JWT header, typ Bearer claim) when they name this API", async () => {
    const keycloak = { headerType: 'JWT', typeClaim: 'Bearer', audience: ['zunivers-api', 'account'] };
    assert.equal((await me(`Bearer ${await token(keycloak)}`)).statusCode, 200);
  });

  it('refuses a token whose only link to the site is azp (the audience is pinned to this API)', async () => {
    await refused(`Bearer ${await token({ audience: 'account' })}`);
  });

  it("refuses an ID token: Keycloak's (typ ID, addressed to the site's client) and one claiming this API", async () => {
    await refused(`Bearer ${await token({ headerType: 'JWT', typeClaim: 'ID', audience: 'zunivers-web' })}`);
    await refused(`Bearer ${await token({ headerType: 'JWT', typeClaim: 'ID' })}`);
    await refused(`Bearer ${await token({ headerType: 'JWT', typeClaim: 'Refresh' })}`);
    await refused(`Bearer ${await token({ headerType: 'JWT' })}`, 'INVALID_TOKEN');
  });

  it('refuses a token without exp or without sub', async () => {
    await refused(`Bearer ${await token({ expiresIn: null })}`);
    await refused(`Bearer ${await token({ subject: null })}`);
  });

  it('answers 503 {code, message}, not 401, when the signing keys cannot be fetched', async () => {
    const valid = await token();
    for (const failure of [new errors.JWKSTimeout(), new TypeError('fetch failed')]) {
      keySource.failure = failure;
      try {
        const response = await me(`Bearer ${valid}`);
        assert.equal(response.statusCode, 503, failure.name);
        assert.equal(response.json().code, 'IDENTITY_PROVIDER_UNAVAILABLE');
        assert.match(response.json().message, /connexion/);
      } finally {
        delete keySource.failure;
      }
    }
    assert.equal((await me(`Bearer ${valid}`)).statusCode, 200);
  });

  it('ties the player to the stable subject: a renamed player stays themselves, a taken name is refused', async () => {
    const chatId = `zz-test-${crypto.randomUUID()}`;
    await t.app.db.insert(users).values({
      id: crypto.randomUUID(),
      discordId: chatId,
      discordUserName: 'zz_test_nouveau_nom',
      createdDate: new Date(),
    });
    const stale = await me(`Bearer ${await token({ subject: chatId, userName: 'zz_test_ancien_nom' })}`);
    assert.equal(stale.statusCode, 200);
    assert.deepEqual(stale.json(), { discordUserName: 'zz_test_nouveau_nom' });
    await refused(`Bearer ${await token({ subject: 'quelqu-un-d-autre', userName: 'zz_test_nouveau_nom' })}`);
    // Keycloak: its own user id in sub, the chat id mapped to chat_id.
    const keycloak = await new SignJWT({ preferred_username: 'zz_test_ancien_nom', typ: 'Bearer', chat_id: chatId })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(['zunivers-api', 'account'])
      .setSubject(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    assert.deepEqual((await me(`Bearer ${keycloak}`)).json(), { discordUserName: 'zz_test_nouveau_nom' });
  });

  it('answers 401 UNAUTHENTICATED without a token on a route that needs one, and serves public routes', async () => {
    const response = await me();
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'UNAUTHENTICATED');
    assert.equal((await t.app.inject({ url: '/public/pack' })).statusCode, 200);
  });

  it('refuses an expired token', async () => {
    await refused(`Bearer ${await token({ expiresIn: Math.floor(Date.now() / 1000) - 60 })}`, 'TOKEN_EXPIRED');
  });

  it('refuses a token from another issuer', async () => {
    await refused(`Bearer ${await token({ issuer: 'http://evil.example/realms/zunivers' })}`);
  });

  it('refuses a token meant for another service', async () => {
    await refused(`Bearer ${await token({ audience: 'other-api', azp: 'other-client' })}`);
  });

  it('refuses a token signed by another key with the same kid', async () => {
    await refused(`Bearer ${await token({ key: otherKey })}`);
  });

  it('refuses an unsigned token (alg: none) and a tampered payload', async () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: issuer,
      aud: 'zunivers-api',
      azp: 'zunivers-web',
      preferred_username: 'admin',
      exp: now + 300,
      iat: now,
    };
    await refused(`Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`);
    const [header, , signature] = (await token()).split('.');
    await refused(`Bearer ${header}.${b64({ ...claims, preferred_username: 'autre.joueur' })}.${signature}`);
  });

  it('refuses an HS256 token signed with the public key (algorithm confusion)', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(keys.public));
    const forged = await new SignJWT({ preferred_username: 'joueur.test', azp: 'zunivers-web' })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setIssuer(issuer)
      .setAudience('zunivers-api')
      .setExpirationTime('5m')
      .sign(secret);
    await refused(`Bearer ${forged}`);
  });

  it('refuses garbage, a token without a valid user name, and a malformed header', async () => {
    await refused('Bearer abc.def');
    await refused(`Bearer ${await token({ userName: 'Pas Valide!' })}`);
    await refused('Basic dXNlcjpwYXNz');
  });

  it('refuses a bad token even on a public route, so the site signs the player out', async () => {
    const response = await t.app.inject({ url: '/public/pack', headers: { authorization: 'Bearer abc.def' } });
    assert.equal(response.statusCode, 401);
  });
});
