import { and, asc, count, countDistinct, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { GameStats } from '@zu/shared-contract';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { fusions, items, packs } from '../catalogue/catalogue-schema';
import { corporations } from '../corporations/corporations-schema';
import { playerAccounts, ranks } from '../players/players-schema';

/** The rows of the query's table that meet `condition`, counted in the same pass as the others. */
const countWhere = (condition: SQL | undefined) => sql<number | string>`count(*) filter (where ${condition})`;

/** The game's figures for a rule set; players seen since `activeSince` count as active. */
export async function gameCounts(db: Db, ruleSet: RuleSet, activeSince: Date): Promise<GameStats> {
  // count() comes back as a string from pg and a number from PGlite.
  const first = async <Row>(query: Promise<Row[]>) => (await query)[0];
  const [players, corporationRow, cards, packRow, fusionRow, playerCountByRank] = await Promise.all([
    first(
      db
        .select({ all: count(), active: countWhere(gte(playerAccounts.lastActiveDate, activeSince)) })
        .from(playerAccounts)
        .where(eq(playerAccounts.ruleSet, ruleSet)),
    ),
    first(
      db
        .select({ n: count() })
        .from(corporations)
        .where(and(eq(corporations.ruleSet, ruleSet), isNull(corporations.dissolvedAt))),
    ),
    first(db.select({ all: count(), star: countWhere(eq(items.rarity, 6)) }).from(items)),
    first(db.select({ n: countDistinct(packs.slug) }).from(packs)),
    first(db.select({ n: count() }).from(fusions)),
    db
      .select({ name: ranks.name, playerCount: count(playerAccounts.userId) })
      .from(ranks)
      .leftJoin(playerAccounts, and(eq(playerAccounts.rankId, ranks.id), eq(playerAccounts.ruleSet, ruleSet)))
      .groupBy(ranks.id, ranks.name, ranks.position)
      .orderBy(asc(ranks.position))
      .then((rows) => rows.map((row) => ({ name: row.name, playerCount: Number(row.playerCount) }))),
  ]);
  return {
    playerCount: Number(players?.all ?? 0),
    activePlayerCount: Number(players?.active ?? 0),
    corporationCount: Number(corporationRow?.n ?? 0),
    itemCount: Number(cards?.all ?? 0),
    starItemCount: Number(cards?.star ?? 0),
    packCount: Number(packRow?.n ?? 0),
    fusionCount: Number(fusionRow?.n ?? 0),
    playerCountByRank,
  };
}
