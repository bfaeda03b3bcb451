// The seed's past boss: one per rule set, opened some days before the last day played, attacked through the boss's
// rules by the players who fight it (their day's attacks, after their other actions) until it falls and its rewards
// go to every attacker, as the data layer would hand them out. The BOSS feature is off in the seed, so nothing runs
// on the last day: the boss is history, and the daily turn opens the next one once the feature is switched on.
import { attackBoss, bossAttacksPerDay, isBossRunning, openedBoss } from '../../areas/boss/boss-rules';
import type { bossDamages, bosses } from '../../areas/boss/boss-schema';
import { createPrng } from '../../engine/prng';
import type { RuleSet } from '../../engine/rule-sets';
import { addDays, worldDateOf, type WorldDate } from '../../engine/world-rules';
import { play, type Scope } from './scope';
import type { SeededBoss } from './world-state';

/** Chosen: the seeded boss opened this many days before the last day played (it stands a week at most). */
export const seededBossDaysAgo = 10;

/** The rule set's past boss, or null when the world does not go back to its day. */
export function seededBoss(ruleSet: RuleSet, today: WorldDate, startDate: WorldDate, seed: string): SeededBoss | null {
  const opened = addDays(today, -seededBossDaysAgo);
  if (opened < startDate) return null;
  const prng = createPrng(`${seed}/boss/${ruleSet}`);
  return { row: openedBoss(prng.uuid(), opened, prng), hits: new Map(), prng };
}

/** The player's attacks of the day while the boss runs. */
export function bossStep(scope: Scope): void {
  const { world, account } = scope;
  const boss = world.boss;
  if (!boss || !account.habit.fightsBoss) return;
  for (let attack = 0; attack < bossAttacksPerDay; attack++) {
    // The instant `play` stamps the attack with.
    const now = new Date(scope.time);
    if (!isBossRunning(boss.row, now)) return;
    const played = play(scope, (now) =>
      attackBoss(
        account.state,
        { featureOn: true, boss: boss.row, damages: [...boss.hits.values()] },
        { now, ruleSet: account.ruleSet, prng: boss.prng },
      ),
    );
    if (!played) return;
    const { damage, health, fell, rewards } = played.outcome;
    const before = boss.hits.get(account.userId);
    const today = worldDateOf(now);
    boss.hits.set(account.userId, {
      userId: account.userId,
      damage: (before?.damage ?? 0) + damage,
      attackCount: (before?.attackCount ?? 0) + 1,
      lastAttackDate: today,
      attacksOnLastDate: before?.lastAttackDate === today ? before.attacksOnLastDate + 1 : 1,
      lastAttackAt: now,
      rewardBalance: null,
      rewardLoreDust: null,
    });
    boss.row = { ...boss.row, health, fallenAt: fell ? now : null };
    for (const reward of rewards) {
      const hits = boss.hits.get(reward.userId);
      if (hits) Object.assign(hits, { rewardBalance: reward.balance, rewardLoreDust: reward.loreDust });
    }
  }
}

/** The boss's rows as the tables take them. */
export function seededBossRows(ruleSet: RuleSet, boss: SeededBoss | null) {
  if (!boss) return { bosses: [], bossDamages: [] };
  const bossRow: typeof bosses.$inferInsert = { ...boss.row, ruleSet };
  const damageRows = [...boss.hits.values()].map((hits): typeof bossDamages.$inferInsert => ({
    bossId: boss.row.id,
    userId: hits.userId,
    damage: hits.damage,
    attackCount: hits.attackCount,
    lastAttackDate: hits.lastAttackDate,
    attacksOnLastDate: hits.attacksOnLastDate,
    lastAttackAt: hits.lastAttackAt,
    rewardBalance: hits.rewardBalance,
    rewardLoreDust: hits.rewardLoreDust,
  }));
  return { bosses: [bossRow], bossDamages: damageRows };
}
