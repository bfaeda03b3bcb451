// The Arène in the daily turn: the day after a Vortex season ends its climbers meet in a bracket, and each day the
// round due is played and the next one drawn up, until one winner is left.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { addDays, type WorldDate } from '../../engine/world-rules';
import { tournamentBattleRow, tournamentRoundRows } from './tournament-rows';
import {
  playSeasonRoundDue,
  seasonBracket,
  tournamentRoundCount,
  tournamentRoundDate,
  type TournamentBattle,
} from './tournament-rules';
import { seasonClimbers } from './tower-queries';
import { tournamentBattles, tournamentRounds, tournaments, towerSeasons } from './tower-schema';

export interface ArenaDay {
  /** A tournament began today. */
  begun: boolean;
  /** Rounds played today, over the rule set's tournaments. */
  roundsPlayed: number;
}

export async function playArenaDay(db: Db, ruleSet: RuleSet, today: WorldDate): Promise<ArenaDay> {
  return db.transaction(async (tx) => {
    const begun = await beginTournament(tx, ruleSet, today);
    const roundsPlayed = await playRoundsDue(tx, ruleSet, today);
    return { begun, roundsPlayed };
  });
}

/** The bracket of the season that ended yesterday, from its climbers (at least one attempt). */
async function beginTournament(db: Db, ruleSet: RuleSet, today: WorldDate): Promise<boolean> {
  const [season] = await db
    .select({ id: towerSeasons.id, endDate: towerSeasons.endDate })
    .from(towerSeasons)
    .where(and(eq(towerSeasons.ruleSet, ruleSet), eq(towerSeasons.endDate, addDays(today, -1))));
  if (!season) return false;
  const participants = await seasonClimbers(db, season.id);
  const battles = seasonBracket(season.id, participants);
  if (battles.length === 0) return false;
  const id = randomUUID();
  const roundCount = tournamentRoundCount(participants.length);
  const inserted = await db
    .insert(tournaments)
    .values({ id, ruleSet, seasonId: season.id, date: today, roundCount, roundIndex: 0, isDone: false })
    .onConflictDoNothing()
    .returning({ id: tournaments.id });
  // Already begun (the turn played twice on one day).
  if (inserted.length === 0) return false;
  await db.insert(tournamentRounds).values(tournamentRoundRows(id, season.endDate, roundCount));
  await db.insert(tournamentBattles).values(battles.map((battle) => tournamentBattleRow(id, battle, randomUUID())));
  return true;
}

/** Plays the round due today of every running tournament, and draws up the next one. */
async function playRoundsDue(db: Db, ruleSet: RuleSet, today: WorldDate): Promise<number> {
  const running = await db
    .select({
      id: tournaments.id,
      seasonId: tournaments.seasonId,
      roundIndex: tournaments.roundIndex,
      seasonEndDate: towerSeasons.endDate,
    })
    .from(tournaments)
    .innerJoin(towerSeasons, eq(towerSeasons.id, tournaments.seasonId))
    .where(and(eq(tournaments.ruleSet, ruleSet), eq(tournaments.isDone, false)));
  let played = 0;
  for (const tournament of running) {
    if (tournamentRoundDate(tournament.seasonEndDate, tournament.roundIndex) > today) continue;
    const rows = await db
      .select()
      .from(tournamentBattles)
      .where(
        and(eq(tournamentBattles.tournamentId, tournament.id), eq(tournamentBattles.roundIndex, tournament.roundIndex)),
      )
      .orderBy(asc(tournamentBattles.index));
    const battles: TournamentBattle[] = rows.map((row) => ({
      index: row.index,
      roundIndex: row.roundIndex,
      participant1: { userId: row.participant1UserId, bonus: row.participant1Bonus },
      participant2: row.participant2UserId
        ? { userId: row.participant2UserId, bonus: row.participant2Bonus ?? 0 }
        : null,
      outcome: row.outcome,
    }));
    const { played: results, next } = playSeasonRoundDue(tournament.seasonId, battles);
    for (const [i, result] of results.entries()) {
      const row = rows[i];
      if (row)
        await db.update(tournamentBattles).set({ outcome: result.outcome }).where(eq(tournamentBattles.id, row.id));
    }
    if (next.length > 0) {
      await db
        .insert(tournamentBattles)
        .values(next.map((battle) => tournamentBattleRow(tournament.id, battle, randomUUID())));
    }
    await db
      .update(tournaments)
      .set({ roundIndex: tournament.roundIndex + 1, isDone: next.length === 0 })
      .where(eq(tournaments.id, tournament.id));
    played++;
  }
  return played;
}
