// Signed-in requests in tests: a key pair of the test's own stands in for the identity provider's, and the app is
// given its public half as the JWKS (as authentication.test.ts does).
import { before } from 'node:test';
import { createLocalJWKSet } from 'jose';
import { eq } from 'drizzle-orm';
import { users } from '../../src/areas/players/players-schema';
import type { ApiConfig } from '../../src/config';
import { issuerOf } from '../../src/lib/sign-in-realm';
import { createTestSigningKeys, type TestSigningKeys } from './access-tokens';
import { testPublicUrl, useTestApp, type TestContext } from './test-app';

export interface SignedTestContext extends TestContext {
  /** `Authorization` header value of a valid token naming `userName`. */
  bearer(userName: string): Promise<string>;
}

/** useTestApp, plus tokens the app accepts. */
export function useSignedTestApp(overrides: Partial<ApiConfig> = {}): SignedTestContext {
  let keys: TestSigningKeys | undefined;
  const jwks = async (...args: Parameters<ReturnType<typeof createLocalJWKSet>>) =>
    createLocalJWKSet({ keys: [keys!.publicJwk] })(...args);
  before(async () => {
    keys = await createTestSigningKeys('test-key');
  });
  const context = useTestApp(overrides, { jwks }) as SignedTestContext;
  context.bearer = async (userName) => {
    // The subject is the player's chat id, as the identity provider gives it; a name nobody has gets one of its own.
    const [user] = await context.database.db
      .select({ discordId: users.discordId })
      .from(users)
      .where(eq(users.discordUserName, userName));
    const token = await keys!.sign({
      issuer: issuerOf(testPublicUrl),
      userName,
      subject: user?.discordId ?? `dev-${userName}`,
      lifetime: '5m',
    });
    return `Bearer ${token}`;
  };
  return context;
}
