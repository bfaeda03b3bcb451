import { buildApp } from './app';
import { assertDevelopmentSwitchesAllowed, loadConfig } from './config';
import { openDatabase } from './db/client';
import { startLeaderboardRefresher } from './areas/leaderboards/leaderboard-refresher';
import path from 'node:path';

const config = loadConfig();
try {
  assertDevelopmentSwitchesAllowed(config);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
  connectionTimeoutMs: config.databaseConnectTimeoutMs,
  statementTimeoutMs: config.databaseStatementTimeoutMs,
});
// Under an advisory lock on PostgreSQL: instances starting together take turns.
await database.migrate();
const app = await buildApp({ config, database, logger: { level: config.logLevel } });
const refresher =
  config.leaderboardRefreshSeconds > 0
    ? startLeaderboardRefresher(database.db, config.leaderboardRefreshSeconds, app.log)
    : undefined;

if (config.devIdentityProvider) {
  app.log.warn('DEV_IDENTITY_PROVIDER=on: the development identity provider is enabled. Never in production.');
}

let closing = false;
/**
 * Stops accepting connections, lets the requests in flight finish (new ones on open connections get 503), then
 * closes the database. A request that never ends cannot hold the process: past the time-out it exits anyway.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing (at most ${config.shutdownTimeoutMs} ms)`);
  const deadline = setTimeout(() => {
    app.log.error(`${signal}: requests still running after ${config.shutdownTimeoutMs} ms, exiting anyway`);
    process.exit(1);
  }, config.shutdownTimeoutMs);
  deadline.unref();
  // A keep-alive connection whose request has just finished is idle: close it too, or it would hold close() open.
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
  idleSweep.unref();
  try {
    await app.close();
    clearInterval(idleSweep);
    await refresher?.stop();
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, `${signal}: error while closing`);
    process.exit(1);
  }
  app.log.info(`${signal}: closed`);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`API on ${config.publicUrl} (database: ${database.kind}); docs on ${config.publicUrl}/docs`);
