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
  /**
   * Fastify's `trustProxy`: false (the socket's address is the client's), true, a number of hops or a list of
   * proxy addresses. Behind a reverse proxy, so that rate limits count each client, not the proxy.
   */
  trustProxy: boolean | number | string[];
  rateLimits: RateLimits;
  /** Memory each response cache keyed by client input (card lists, quick search) may hold. */
  responseCacheBytes: number;
  /** PostgreSQL: wait for a connection at most this long (then 503). */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL: statements running longer are cancelled by the server (then 503). */
  databaseStatementTimeoutMs: number;
  /** SIGTERM: in-flight requests get this long to finish before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Live streams (`GET /public/live`) this process holds at most, and at most per client address. */
  liveMaxConnections: number;
  liveMaxConnectionsPerAddress: number;
}

/** Requests per client address and per minute, by kind of route (counted in memory, per API instance). */
export interface RateLimits {
  enabled: boolean;
  /** The development provider's login page (GET and POST). */
  login: number;
  /** The identity provider's token endpoint (and its other endpoints). */
  token: number;
  /** The quick search (both autocomplete routes). */
  search: number;
  /** One card's detail. */
  cardDetail: number;
  /** Generated images (each image route). */
  images: number;
  /** Every route that writes (any method but GET, HEAD and OPTIONS). */
  writes: number;
  /** Scratches through one ticket link, whatever the addresses: a leaked link is not emptied by a swarm. */
  ticketLink: number;
}

/** Production limits: a person browsing never meets them; a script hammering one route does. */
export const productionRateLimits: RateLimits = {
  enabled: true,
  login: 20,
  token: 60,
  search: 120,
  cardDetail: 240,
  images: 1200,
  writes: 60,
  ticketLink: 60,
};

function parseTrustProxy(value: string | undefined): ApiConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

/**
 * RATE_LIMITS=off switches them off (benchmarks); RATE_LIMIT_SCALE multiplies every limit (the browser tests and
 * npm start, one address making every request); RATE_LIMIT_<KIND> sets one (per minute).
 */
function loadRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const scale = Number(env.RATE_LIMIT_SCALE ?? 1);
  const limit = (name: string, fallback: number) => {
    const value = Number(env[`RATE_LIMIT_${name}`] ?? fallback * scale);
    if (!Number.isFinite(value) || value < 1) throw new Error(`RATE_LIMIT_${name}: a positive number expected`);
    return Math.round(value);
  };
  return {
    enabled: env.RATE_LIMITS !== 'off',
    login: limit('LOGIN', productionRateLimits.login),
    token: limit('TOKEN', productionRateLimits.token),
    search: limit('SEARCH', productionRateLimits.search),
    cardDetail: limit('CARD_DETAIL', productionRateLimits.cardDetail),
    images: limit('IMAGES', productionRateLimits.images),
    writes: limit('WRITES', productionRateLimits.writes),
    ticketLink: limit('TICKET_LINK', productionRateLimits.ticketLink),
  };
}

/** The two sites (hardcore and normal) on this machine; a deployment names its own with SITE_ORIGINS. */
const defaultOrigins = [
  `http://localhost:${apps.areas.find(({ area }) => area === 'shell')!.port}`,
  `http://localhost:${apps.normalSite.port}`,
];

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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: loadRateLimits(env),
    responseCacheBytes: Number(env.RESPONSE_CACHE_MB ?? 16) * 1024 * 1024,
    databaseConnectTimeoutMs: Number(env.DB_CONNECT_TIMEOUT_MS ?? 5000),
    databaseStatementTimeoutMs: Number(env.DB_STATEMENT_TIMEOUT_MS ?? 15_000),
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
    liveMaxConnections: Number(env.LIVE_MAX_CONNECTIONS ?? 2000),
    // A household or an office behind one address may keep a few tabs open each.
    liveMaxConnectionsPerAddress: Number(env.LIVE_MAX_CONNECTIONS_PER_ADDRESS ?? 16),
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
