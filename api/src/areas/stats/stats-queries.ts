import { and, asc, count, countDistinct, eq, gte } from 'drizzle-orm';
import type { GameStats } from '@zu/shared-contract';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import { fusions, items, packs } from '../catalogue/catalogue-schema';
import { corporations } from '../corporations/corporations-schema';
import { playerAccounts, ranks } from '../players/players-schema';

/** The game's figures for a rule set; players seen since `activeSince` count as active. */
export async function gameCounts(db: Db, ruleSet: RuleSet, activeSince: Date): Promise<GameStats> {
  // count() comes back as a string from pg and a number from PGlite.
  const one = async (query: Promise<{ n: number | string }[]>) => Number((await query)[0]?.n ?? 0);
  const [
    playerCount,
    activePlayerCount,
    corporationCount,
    itemCount,
    starItemCount,
    packCount,
    fusionCount,
    playerCountByRank,
  ] = await Promise.all([
    one(db.select({ n: count() }).from(playerAccounts).where(eq(playerAccounts.ruleSet, ruleSet))),
    one(
      db
        .select({ n: count() })
        .from(playerAccounts)
        .where(and(eq(playerAccounts.ruleSet, ruleSet), gte(playerAccounts.lastActiveDate, activeSince))),
    ),
    one(db.select({ n: count() }).from(corporations).where(eq(corporations.ruleSet, ruleSet))),
    one(db.select({ n: count() }).from(items)),
    one(db.select({ n: count() }).from(items).where(eq(items.rarity, 6))),
    one(db.select({ n: countDistinct(packs.slug) }).from(packs)),
    one(db.select({ n: count() }).from(fusions)),
    db
      .select({ name: ranks.name, playerCount: count(playerAccounts.userId) })
      .from(ranks)
      .leftJoin(playerAccounts, and(eq(playerAccounts.rankId, ranks.id), eq(playerAccounts.ruleSet, ruleSet)))
      .groupBy(ranks.id, ranks.name, ranks.position)
      .orderBy(asc(ranks.position))
      .then((rows) => rows.map((row) => ({ name: row.name, playerCount: Number(row.playerCount) }))),
  ]);
  return {
    playerCount,
    activePlayerCount,
    corporationCount,
    itemCount,
    starItemCount,
    packCount,
    fusionCount,
    playerCountByRank,
  };
}
