// Switch a game feature on or off: `npm run feature -w api -- BOSS on` (or `off`).
// With the API running (DEV_TOOLS=on, as `npm start` sets) the change goes through it, since the embedded database
// accepts a single process; with no API running it is written to the database directly. Switching BOSS on opens a
// boss where none runs, without waiting for the next daily turn.
import path from 'node:path';
import { gameFeatureIds, isGameFeature } from '@zu/shared-contract';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { switchGameFeature } from '../orchestrator/switch-game-feature';

const [feature, state] = process.argv.slice(2);
if (!isGameFeature(feature) || (state !== 'on' && state !== 'off')) {
  console.error(`usage: npm run feature -w api -- <FEATURE> on|off\nfeatures: ${gameFeatureIds.join(', ')}`);
  process.exit(2);
}
const active = state === 'on';
const config = loadConfig();

async function throughRunningApi(): Promise<boolean> {
  try {
    const response = await fetch(`http://localhost:${config.port}/dev/game-features/${feature}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ active }),
      signal: AbortSignal.timeout(3000),
    });
    if (response.ok) return true;
    console.error(`The running API refused (${response.status}): is it started with DEV_TOOLS=on?`);
    process.exit(1);
  } catch {
    return false; // nothing listening: write to the database directly
  }
}

if (await throughRunningApi()) {
  console.log(`${feature} ${state} (through the running API)`);
} else {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  await database.migrate();
  await switchGameFeature(database.db, feature, active);
  await database.close();
  console.log(`${feature} ${state} (in the database)`);
}
