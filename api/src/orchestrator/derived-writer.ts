// Writes what derivedRows computed, replacing the player's previous figures, inside the action's transaction.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leaderboardEntries } from '../areas/leaderboards/leaderboards-schema';
import { playerAccounts, playerSummaries, ranks } from '../areas/players/players-schema';
import type { DerivedRows } from './derived-rows';

export async function writeDerivedRows(db: Db, rows: DerivedRows): Promise<void> {
  const { userId, ruleSet } = rows.summary;
  await writeSummary(db, rows.summary);
  // Every leaderboard of the player in one statement: one round trip of an action's transaction, not one a board.
  if (rows.leaderboardEntries.length > 0) {
    await db
      .insert(leaderboardEntries)
      .values(rows.leaderboardEntries)
      .onConflictDoUpdate({
        target: [leaderboardEntries.ruleSet, leaderboardEntries.type, leaderboardEntries.userId],
        set: { score: sql`excluded.score`, tieBreak: sql`excluded.tie_break`, data: sql`excluded.data` },
      });
  }
  await db
    .update(playerAccounts)
    .set({ rankId: sql`(select ${ranks.id} from ${ranks} where ${ranks.name} = ${rows.rankName})` })
    .where(and(eq(playerAccounts.userId, userId), eq(playerAccounts.ruleSet, ruleSet)));
  // A player leaves a leaderboard (TRADELESS after a first trade): their entry goes.
  const kept = rows.leaderboardEntries.map((entry) => entry.type);
  await db
    .delete(leaderboardEntries)
    .where(
      and(
        eq(leaderboardEntries.userId, userId),
        eq(leaderboardEntries.ruleSet, ruleSet),
        ...(kept.length > 0 ? [notInArray(leaderboardEntries.type, kept)] : []),
      ),
    );
}

/** The player's summary row (collection figures and achievement metrics), replacing the one before. */
export async function writeSummary(db: Db, summary: DerivedRows['summary']): Promise<void> {
  const { userId: _userId, ruleSet: _ruleSet, ...figures } = summary;
  await db
    .insert(playerSummaries)
    .values(summary)
    .onConflictDoUpdate({ target: [playerSummaries.userId, playerSummaries.ruleSet], set: figures });
}
