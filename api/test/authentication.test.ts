import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { useTestApp } from './support/test-app';

// A key of our own stands in for the identity provider's: the API is given its public half as the JWKS.
/** jose's key type, whatever the runtime calls it. */
type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const issuer = 'http://api.test/realms/zunivers';
let privateKey: SigningKey;
let otherKey: SigningKey;
const keys: { public?: JWK } = {};

const jwks = async (...args: Parameters<ReturnType<typeof createLocalJWKSet>>) =>
  createLocalJWKSet({ keys: [keys.public!] })(...args);
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
  audience?: string;
  azp?: string;
  expiresIn?: string | number;
  userName?: unknown;
}

async function token({
  key = privateKey,
  issuer: iss = issuer,
  audience = 'zunivers-api',
  azp = 'zunivers-web',
  expiresIn = '5m',
  userName = 'joueur.test',
}: TokenOptions = {}) {
  return new SignJWT({ preferred_username: userName as string, azp })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'at+jwt' })
    .setIssuer(iss)
    .setAudience(audience)
    .setSubject(String(userName))
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
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
    assert.deepEqual(response.json(), { discordUserName: 'joueur.test' });
  });

  it("accepts Keycloak's default audience when azp is the site's client", async () => {
    const response = await me(`Bearer ${await token({ audience: 'account' })}`);
    assert.equal(response.statusCode, 200);
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
