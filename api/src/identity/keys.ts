import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface ProviderSecrets {
  /** Private signing key (RS256) with its kid. */
  signingKey: JWK & { kid: string };
  /** Secret of the provider's signed cookies. */
  cookieKey: string;
}

/**
 * Kept on disk (mode 0600): a restart must neither invalidate issued tokens (same key, same kid) nor the
 * sessions' cookies (same cookie secret).
 */
export async function loadOrCreateSecrets(dir: string): Promise<ProviderSecrets> {
  const file = path.join(dir, 'secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as ProviderSecrets;
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const signingKey = { ...jwk, alg: 'RS256', use: 'sig', kid: await calculateJwkThumbprint(jwk) };
  const secrets: ProviderSecrets = { signingKey, cookieKey: crypto.randomBytes(32).toString('base64url') };
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/** The public half of the signing key, as a JWKS. */
export function publicJwks(signingKey: JWK): { keys: JWK[] } {
  const { kty, n, e, kid, alg, use } = signingKey;
  return { keys: [{ kty, n, e, kid, alg, use }] };
}
