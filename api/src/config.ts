import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(apiRoot, '..');

export interface ApiConfig {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  /** Embedded database, generated images and the dev provider's signing key live here. */
  dataDir: string;
  /** Absolute URL the API is reached at (images and issuer URLs are built from it). */
  publicUrl: string;
  /** Identity provider base URL given to keycloak-js: Keycloak in production, this API in development. */
  identityProviderUrl: string;
  /** Origins allowed by CORS: the shell and every remote. */
  siteOrigins: string[];
  applicationVersion: string;
  /** The development identity provider: only ever on when explicitly asked for. */
  devIdentityProvider: boolean;
  /** Development endpoints (switching game features while the API runs). */
  devTools: boolean;
  logLevel: string;
}

const defaultOrigins = [3000, 3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}`);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? env.API_PORT ?? 8080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    publicUrl,
    identityProviderUrl: (env.IDENTITY_PROVIDER_URL ?? publicUrl).replace(/\/$/, ''),
    siteOrigins: env.SITE_ORIGINS ? env.SITE_ORIGINS.split(',').map((o) => o.trim()) : defaultOrigins,
    applicationVersion: env.APP_VERSION ?? '2.3.0',
    devIdentityProvider: env.DEV_IDENTITY_PROVIDER === 'on',
    devTools: env.DEV_TOOLS === 'on',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
