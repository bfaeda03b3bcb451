// Reads of the precomputed positions. Every statement here is a probe or a short range scan of an index of
// leaderboard_positions (its primary key or (rule_set, type, rn)), plus primary-key joins for the rows it returns:
// the cost of a page or of a player's position does not grow with the number of players.
import { and, between, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import { users } from '../players/players-schema';
import { leaderboardEntries, leaderboardPositions, leaderboardRefreshes } from './leaderboards-schema';
import type { LeaderboardType } from './leaderboards-rules';

const onBoard = (ruleSet: RuleSet, type: LeaderboardType) =>
  and(eq(leaderboardPositions.ruleSet, ruleSet), eq(leaderboardPositions.type, type));

/** Rows `fromRn` to `toRn` (display order, 1-based, both included), with each player and their entry's data. */
export async function leaderboardRows(db: Db, ruleSet: RuleSet, type: LeaderboardType, fromRn: number, toRn: number) {
  return db
    .select({
      position: leaderboardPositions.position,
      rowNumber: leaderboardPositions.rn,
      score: leaderboardPositions.score,
      data: leaderboardEntries.data,
      userId: users.id,
      discordUserName: users.discordUserName,
      discordGlobalName: users.discordGlobalName,
      discordAvatar: users.discordAvatar,
    })
    .from(leaderboardPositions)
    .innerJoin(users, eq(users.id, leaderboardPositions.userId))
    .leftJoin(
      leaderboardEntries,
      and(
        eq(leaderboardEntries.ruleSet, leaderboardPositions.ruleSet),
        eq(leaderboardEntries.type, leaderboardPositions.type),
        eq(leaderboardEntries.userId, leaderboardPositions.userId),
      ),
    )
    .where(and(onBoard(ruleSet, type), between(leaderboardPositions.rn, fromRn, toRn)))
    .orderBy(leaderboardPositions.rn);
}

/** Players on the leaderboard: the last display number, read from the end of the (rule_set, type, rn) index. */
export async function leaderboardSize(db: Db, ruleSet: RuleSet, type: LeaderboardType): Promise<number> {
  const [last] = await db
    .select({ rn: leaderboardPositions.rn })
    .from(leaderboardPositions)
    .where(onBoard(ruleSet, type))
    .orderBy(desc(leaderboardPositions.rn))
    .limit(1);
  return last?.rn ?? 0;
}

/** A player's display number on the leaderboard (primary key probe); undefined when they are not on it. */
export async function playerRowNumber(
  db: Db,
  ruleSet: RuleSet,
  type: LeaderboardType,
  userId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ rn: leaderboardPositions.rn })
    .from(leaderboardPositions)
    .where(and(onBoard(ruleSet, type), eq(leaderboardPositions.userId, userId)));
  return row?.rn;
}

/** When the positions of the rule set were last rebuilt. */
export async function leaderboardRefreshedAt(db: Db, ruleSet: RuleSet): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: leaderboardRefreshes.refreshedAt })
    .from(leaderboardRefreshes)
    .where(eq(leaderboardRefreshes.ruleSet, ruleSet));
  return row?.at;
}
