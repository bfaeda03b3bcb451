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
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
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
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await refresher?.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`API on ${config.publicUrl} (database: ${database.kind}); docs on ${config.publicUrl}/docs`);
