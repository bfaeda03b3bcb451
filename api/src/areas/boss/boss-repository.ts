// The boss through the data layer: an attack is an engine action run under the boss's row lock; the boss's own rows
// (its health, the attacker's damage, the rewards noted on each attacker's row) are written here, in the action's
// transaction, while the currencies the fall gives go through the runner with the attack's effects, so they are
// given exactly when the fall is written, once.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createPrng } from '../../engine/prng';
import type { RuleSet } from '../../engine/rule-sets';
import { worldDateOf, type WorldDate } from '../../engine/world-rules';
import { refusalError } from '../../lib/refusals';
import { runAction, type ActionPlayer } from '../../orchestrator/action-runner';
import { publishLiveChange } from '../live/live-publish';
import { isGameFeatureActive } from '../world/world-queries';
import { loadBossDamages, lockLatestBoss, type BossRecord } from './boss-queries';
import {
  attackBoss as attackRule,
  bossRefusals,
  isBossRunning,
  openedBoss,
  type BossAttackOutcome,
  type BossRow,
} from './boss-rules';
import { bossDamages, bosses } from './boss-schema';

/** The player attacks their rule set's boss at the world's instant `now`. */
export function attackBoss(db: Db, player: ActionPlayer, now: Date): Promise<BossAttackOutcome> {
  const { userId, ruleSet } = player;
  let boss: BossRecord | null = null;
  return runAction(
    db,
    {
      userId,
      ruleSet,
      now,
      prng: player.prng ?? createPrng(randomUUID()),
      ...(player.newId ? { newId: player.newId } : {}),
      // Before the attacker's account: the fall credits accounts other attackers may be waiting to lock, which
      // would deadlock if they held their own lock while waiting for the boss's.
      lockFirst: async (tx) => {
        boss = await lockLatestBoss(tx, ruleSet);
      },
    },
    async (state, ctx) => {
      const featureOn = await isGameFeatureActive(ctx.db, 'BOSS');
      const damages = boss ? await loadBossDamages(ctx.db, boss.id) : [];
      const result = attackRule(state, { featureOn, boss, damages }, ctx);
      if (result.ok) await writeAttack(ctx.db, userId, result.outcome, now);
      return result;
    },
    (outcome) => [{ topic: 'boss', ruleSet, data: { health: outcome.health, maxHealth: outcome.maxHealth } }],
  );
}

/** The boss's health, the attacker's damage row and, on the fall, the boss's fallen date and everyone's rewards. */
async function writeAttack(db: Db, userId: string, outcome: BossAttackOutcome, now: Date): Promise<void> {
  const { bossId, damage, fell } = outcome;
  // Guarded: under the row lock it always holds, but a boss already down must never be hit (nor reward) twice.
  const updated = await db
    .update(bosses)
    .set({ health: sql`${bosses.health} - ${damage}`, ...(fell ? { fallenAt: now } : {}) })
    .where(and(eq(bosses.id, bossId), isNull(bosses.fallenAt), sql`${bosses.health} - ${damage} >= 0`))
    .returning({ health: bosses.health });
  if (updated[0]?.health !== outcome.health) throw refusalError(bossRefusals.fallen);

  const today = worldDateOf(now);
  await db
    .insert(bossDamages)
    .values({ bossId, userId, damage, attackCount: 1, lastAttackDate: today, attacksOnLastDate: 1, lastAttackAt: now })
    .onConflictDoUpdate({
      target: [bossDamages.bossId, bossDamages.userId],
      set: {
        damage: sql`${bossDamages.damage} + ${damage}`,
        attackCount: sql`${bossDamages.attackCount} + 1`,
        attacksOnLastDate: sql`case when ${bossDamages.lastAttackDate} = ${today} then ${bossDamages.attacksOnLastDate} + 1 else 1 end`,
        lastAttackDate: today,
        lastAttackAt: now,
      },
    });
  for (const reward of outcome.rewards) {
    await db
      .update(bossDamages)
      .set({ rewardBalance: reward.balance, rewardLoreDust: reward.loreDust })
      .where(and(eq(bossDamages.bossId, bossId), eq(bossDamages.userId, reward.userId)));
  }
}

/**
 * The daily turn's step: while the BOSS feature is on and the rule set's latest boss no longer runs (fallen or
 * gone), a new one opens today. Returns the boss opened, or null.
 */
export async function openBossIfNone(db: Db, ruleSet: RuleSet, today: WorldDate, now: Date): Promise<BossRow | null> {
  if (!(await isGameFeatureActive(db, 'BOSS'))) return null;
  return db.transaction(async (tx) => {
    const latest = await lockLatestBoss(tx, ruleSet);
    if (latest && (isBossRunning(latest, now) || latest.beginAt > now)) return null;
    const boss = openedBoss(randomUUID(), today, createPrng(`boss/${ruleSet}/${today}`));
    await tx.insert(bosses).values({ ...boss, ruleSet });
    await publishLiveChange(tx, { topic: 'boss', ruleSet, data: { health: boss.health, maxHealth: boss.maxHealth } });
    return boss;
  });
}
