import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { appSettings, gameFeatures } from './app-schema';

/** The rule set's settings row; undefined before one is written. */
export async function findAppSettings(db: Db, ruleSet: RuleSet) {
  const [settings] = await db.select().from(appSettings).where(eq(appSettings.ruleSet, ruleSet));
  return settings;
}

/** The names of the game features that are on (for both rule sets), as stored: unknown names included. */
export async function activeGameFeatureNames(db: Db): Promise<string[]> {
  const rows = await db.select().from(gameFeatures).where(eq(gameFeatures.active, true));
  return rows.map((row) => row.feature);
}

/** One round trip to the database (readiness): throws when it cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
