// The rows of an Arène as the tables take them, shared by the seed and the daily turn so both write the same.
import { tournamentRoundDate, type TournamentBattle } from './tournament-rules';
import type { tournamentBattles, tournamentRounds } from './tower-schema';
import type { WorldDate } from '../../engine/world-rules';

export type TournamentBattleRow = typeof tournamentBattles.$inferInsert;
export type TournamentRoundRow = typeof tournamentRounds.$inferInsert;

/** Every round of the bracket with its day, planned when the tournament begins. */
export function tournamentRoundRows(
  tournamentId: string,
  seasonEndDate: WorldDate,
  roundCount: number,
): TournamentRoundRow[] {
  return Array.from({ length: roundCount }, (_, index) => ({
    tournamentId,
    index,
    date: tournamentRoundDate(seasonEndDate, index),
  }));
}

export function tournamentBattleRow(tournamentId: string, battle: TournamentBattle, id: string): TournamentBattleRow {
  return {
    id,
    tournamentId,
    roundIndex: battle.roundIndex,
    index: battle.index,
    participant1UserId: battle.participant1.userId,
    participant1Bonus: battle.participant1.bonus,
    participant2UserId: battle.participant2?.userId ?? null,
    participant2Bonus: battle.participant2?.bonus ?? null,
    outcome: battle.outcome,
  };
}
