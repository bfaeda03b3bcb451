import path from 'node:path';
import { productVersion } from '@zu/shared-contract/constants';
import apps from '@zu/shared-contract/apps.json';
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
  /** NODE_ENV: the development switches are refused unless it is `development` or `test`. */
  nodeEnv: string;
  /** Seconds between two rebuilds of the leaderboard positions (0: never, e.g. a read replica's API). */
  leaderboardRefreshSeconds: number;
}

const defaultOrigins = apps.areas.map((app) => `http://localhost:${app.port}`);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? env.API_PORT ?? apps.api.port);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    publicUrl,
    identityProviderUrl: (env.IDENTITY_PROVIDER_URL ?? publicUrl).replace(/\/$/, ''),
    siteOrigins: env.SITE_ORIGINS ? env.SITE_ORIGINS.split(',').map((o) => o.trim()) : defaultOrigins,
    applicationVersion: env.APP_VERSION ?? productVersion,
    devIdentityProvider: env.DEV_IDENTITY_PROVIDER === 'on',
    devTools: env.DEV_TOOLS === 'on',
    logLevel: env.LOG_LEVEL ?? 'info',
    nodeEnv: env.NODE_ENV ?? '',
    leaderboardRefreshSeconds: Number(env.LEADERBOARD_REFRESH_SECONDS ?? 10),
  };
}

/** Where the development switches may run: a deployment that forgets to say so is treated as production. */
const developmentEnvironments = ['development', 'test'];

/**
 * Refuses the development switches (anyone could sign in as anyone, or rewrite the world) outside development and
 * tests. Checked when the app is built, so that every entry point obeys.
 */
export function assertDevelopmentSwitchesAllowed(config: ApiConfig): void {
  const on = [config.devTools && 'DEV_TOOLS', config.devIdentityProvider && 'DEV_IDENTITY_PROVIDER'].filter(Boolean);
  if (on.length > 0 && !developmentEnvironments.includes(config.nodeEnv)) {
    throw new Error(
      `${on.join(' and ')} ${on.length > 1 ? 'are' : 'is'} refused unless NODE_ENV is development or test ` +
        `(NODE_ENV=${config.nodeEnv || 'unset'}).`,
    );
  }
}
