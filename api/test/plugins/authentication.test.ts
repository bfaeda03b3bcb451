import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import crypto from 'node:crypto';
import { createLocalJWKSet, errors, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { eq } from 'drizzle-orm';
import { corporations, corporationMembers, tradeOffers, users } from '../../src/db/schema';
import { operationsOf, plausibleRequest, type OpenApiDocument } from '../support/malformed-requests';
import { useTestApp } from '../support/test-app';
import { insertTestPlayer, type TestPlayer } from '../support/test-players';
import { worldTotals } from '../support/world-totals';
import { giveTradableCard } from '../support/card-fixtures';
import { avatarHashFor } from '../../src/areas/players/players-rules';

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
      discordAvatar: avatarHashFor(chatId),
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

describe('the authorization matrix of the write routes', () => {
  /** The tokens no write route may take, each as an intruder would try it. */
  async function intruderTokens(): Promise<Record<string, string | undefined>> {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: issuer, aud: 'zunivers-api', azp: 'zunivers-web', preferred_username: 'joueur.test' };
    const hs256 = await new SignJWT({ preferred_username: 'joueur.test', azp: 'zunivers-web', sub: 'dev-joueur.test' })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setIssuer(issuer)
      .setAudience('zunivers-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(JSON.stringify(keys.public)));
    return {
      'no token': undefined,
      'an expired token': `Bearer ${await token({ expiresIn: now - 60 })}`,
      "another issuer's token": `Bearer ${await token({ issuer: 'http://evil.example/realms/zunivers' })}`,
      "another service's token": `Bearer ${await token({ audience: 'other-api', azp: 'other-client' })}`,
      'a token signed by another key': `Bearer ${await token({ key: otherKey })}`,
      'an unsigned token (alg: none)': `Bearer ${b64({ alg: 'none', typ: 'at+jwt' })}.${b64({ ...claims, sub: 'dev-joueur.test', iat: now, exp: now + 300 })}.`,
      'an HS256 token signed with the public key': `Bearer ${hs256}`,
      'a token without a subject': `Bearer ${await token({ subject: null })}`,
    };
  }

  it('lets no write route through with no token or a bad one, and changes nothing', async () => {
    const writes = operationsOf(t.app.swagger() as unknown as OpenApiDocument).filter(
      ({ method, signed }) => signed && method !== 'GET',
    );
    assert.ok(writes.length >= 15, `${writes.length} signed writes documented`);
    const before = await worldTotals(t.database.db);
    const through: string[] = [];
    for (const operation of writes) {
      for (const [kind, authorization] of Object.entries(await intruderTokens())) {
        const request = plausibleRequest(operation, authorization, `${operation.method} ${operation.path}`);
        const response = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          payload: request.payload,
        });
        if (response.statusCode !== 401 || response.headers['www-authenticate'] !== 'Bearer')
          through.push(`${operation.method} ${operation.path} with ${kind}: ${response.statusCode} ${response.body}`);
      }
    }
    assert.deepEqual(through, []);
    assert.deepEqual(await worldTotals(t.database.db), before);
  });

  describe("another player's token on someone else's resource", () => {
    /** A player of the test's own and a valid token naming them (their chat id as the subject). */
    async function signedPlayer(balance = 30_000) {
      const player = await insertTestPlayer(t.database.db, 'NORMAL', { currencies: { balance } });
      const [user] = await t.database.db
        .select({ discordId: users.discordId })
        .from(users)
        .where(eq(users.discordUserName, player.name));
      const authorization = `Bearer ${await token({ userName: player.name, subject: user!.discordId })}`;
      return { ...player, authorization };
    }
    type Signed = TestPlayer & { authorization: string };
    const write = (who: Signed, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { authorization: who.authorization }, ...(payload ? { payload } : {}) });

    async function refusedAndUnchanged(attempt: () => Promise<{ statusCode: number; body: string }>) {
      const before = await worldTotals(t.database.db);
      const response = await attempt();
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${response.statusCode} ${response.body}`);
      assert.deepEqual(await worldTotals(t.database.db), before);
    }

    it("cannot withdraw nor buy as its seller another player's market offer", async () => {
      const [seller, intruder] = [await signedPlayer(0), await signedPlayer()];
      const itemId = await giveTradableCard(t.database.db, seller);
      const offer = await write(seller, 'POST', '/public/market', { itemId, shinyLevel: 0, price: 300 });
      assert.equal(offer.statusCode, 200, offer.body);
      const offerId = offer.json().id as string;

      await refusedAndUnchanged(() => write(intruder, 'DELETE', `/public/market/${offerId}`));
      // Nor buy one's own offer.
      await refusedAndUnchanged(() => write(seller, 'POST', `/public/market/${offerId}/accept`));
      const [row] = await t.database.db.select().from(tradeOffers).where(eq(tradeOffers.id, offerId));
      assert.equal(row?.status, 'OPEN');
    });

    it("cannot act as the PDG of another player's corporation, member or not", async () => {
      const [founder, member, outsider] = [await signedPlayer(), await signedPlayer(), await signedPlayer()];
      const name = `Matrice ${crypto.randomUUID().slice(0, 8)}`;
      const founded = await write(founder, 'POST', '/public/corporation', { name, description: 'Les nôtres' });
      assert.equal(founded.statusCode, 200, founded.body);
      const id = founded.json().id as string;
      await t.database.db.update(corporations).set({ balance: 50_000 }).where(eq(corporations.id, id));
      assert.equal((await write(member, 'POST', `/public/corporation/${id}/join`)).statusCode, 200);

      for (const intruder of [member, outsider]) {
        await refusedAndUnchanged(() => write(intruder, 'POST', '/public/corporation/bonus/LOOT'));
        await refusedAndUnchanged(() => write(intruder, 'POST', `/public/corporation/transfer/${intruder.name}`));
        await refusedAndUnchanged(() => write(intruder, 'PATCH', '/public/corporation', { description: 'À nous' }));
      }
      const [corporation] = await t.database.db.select().from(corporations).where(eq(corporations.id, id));
      assert.deepEqual([corporation?.description, corporation?.balance], ['Les nôtres', 50_000]);
      const roles = await t.database.db
        .select({ userId: corporationMembers.userId, role: corporationMembers.role })
        .from(corporationMembers)
        .where(eq(corporationMembers.corporationId, id));
      assert.deepEqual(Object.fromEntries(roles.map(({ userId, role }) => [userId, role])), {
        [founder.userId]: 'ADMIN',
        [member.userId]: 'MEMBER',
      });
    });
  });
});
