// A running boss of the tests' own, with the health a test needs, made the rule set's latest (the one attacked).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../src/db/client';
import type { RuleSet } from '../../../src/engine/rule-sets';
import { setGameFeature } from '../../../src/areas/app/game-features';
import { findLatestBoss } from '../../../src/areas/boss/boss-queries';
import { bossMaxHealth } from '../../../src/areas/boss/boss-rules';
import { bosses } from '../../../src/areas/boss/boss-schema';
import { worldNow } from '../../../src/areas/world/world-clock';

const hourMs = 3600 * 1000;

export async function openTestBoss(db: Db, ruleSet: RuleSet, health: number): Promise<string> {
  await setGameFeature(db, 'BOSS', true);
  const now = await worldNow(db);
  const latest = await findLatestBoss(db, ruleSet);
  // Began an hour ago, or just after the latest one so that it is the latest.
  const beginAt = new Date(Math.max(now.getTime() - hourMs, (latest?.beginAt.getTime() ?? 0) + 1000));
  const id = randomUUID();
  await db.insert(bosses).values({
    id,
    ruleSet,
    name: 'Boss des tests',
    maxHealth: bossMaxHealth,
    health,
    beginAt,
    endAt: new Date(now.getTime() + 24 * hourMs),
  });
  return id;
}
