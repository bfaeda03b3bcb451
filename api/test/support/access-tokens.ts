// The tests' stand-in for the identity provider's keys: a key pair of their own, its public half for the API to
// verify with, the private half to sign access tokens with the claims the real provider puts in them.
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { apiAudience, webClientId } from '../../src/lib/sign-in-realm';

export interface TestSigningKeys {
  /** The public key, as the provider's certificates address serves it. */
  publicJwk: JWK;
  /** An access token for `userName` (whose chat id is `subject`), from the provider at `issuer`. */
  sign(token: { issuer: string; userName: string; subject: string; lifetime: string }): Promise<string>;
}

export async function createTestSigningKeys(kid: string): Promise<TestSigningKeys> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  return {
    publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' },
    sign: ({ issuer, userName, subject, lifetime }) =>
      new SignJWT({ preferred_username: userName, azp: webClientId })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(apiAudience)
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(pair.privateKey),
  };
}
