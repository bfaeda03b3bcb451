// Signed-in requests in tests: a key pair of the test's own stands in for the identity provider's, and the app is
// given its public half as the JWKS (as authentication.test.ts does).
import { before } from 'node:test';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { eq } from 'drizzle-orm';
import { users } from '../../src/areas/players/players-schema';
import type { ApiConfig } from '../../src/config';
import { issuerOf } from '../../src/lib/sign-in-realm';
import { testPublicUrl, useTestApp, type TestContext } from './test-app';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export interface SignedTestContext extends TestContext {
  /** `Authorization` header value of a valid token naming `userName`. */
  bearer(userName: string): Promise<string>;
}

/** useTestApp, plus tokens the app accepts. */
export function useSignedTestApp(overrides: Partial<ApiConfig> = {}): SignedTestContext {
  const keys: { public?: JWK; private?: SigningKey } = {};
  const jwks = async (...args: Parameters<ReturnType<typeof createLocalJWKSet>>) =>
    createLocalJWKSet({ keys: [keys.public!] })(...args);
  before(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    keys.private = pair.privateKey;
    keys.public = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256' };
  });
  const context = useTestApp(overrides, { jwks }) as SignedTestContext;
  context.bearer = async (userName) => {
    // The subject is the player's chat id, as the identity provider gives it; a name nobody has gets one of its own.
    const [user] = await context.database.db
      .select({ discordId: users.discordId })
      .from(users)
      .where(eq(users.discordUserName, userName));
    const token = await new SignJWT({ preferred_username: userName, azp: 'zunivers-web' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'at+jwt' })
      .setIssuer(issuerOf(testPublicUrl))
      .setAudience('zunivers-api')
      .setSubject(user?.discordId ?? `dev-${userName}`)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(keys.private!);
    return `Bearer ${token}`;
  };
  return context;
}
