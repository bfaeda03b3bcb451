// The Arène of every Vortex season over by the last day played: its climbers meet in a bracket the day after the
// season's end and one round is played each day up to that last day, by the tournament rules the daily turn
// plays (`areas/tower/tournament-rules.ts`, `tournament-repository.ts`), with the same draws.
import {
  playSeasonRoundDue,
  seasonBracket,
  tournamentRoundCount,
  tournamentRoundDate,
  type TournamentBattle,
  type TournamentParticipant,
} from '../../areas/tower/tournament-rules';
import { tournamentBattleRow, tournamentRoundRows } from '../../areas/tower/tournament-rows';
import type { RuleSet } from '../../engine/rule-sets';
import type { TowerAttemptRecord } from '../../engine/records';
import type { WorldDate } from '../../engine/world-rules';
import type { TournamentBattleRow, TournamentRoundRow, TournamentRow } from './world-rows';

/** Each season's climbers: their attempts and best floor, by user id, by season id. */
export type TowerClimbs = Map<string, Map<string, TournamentParticipant>>;

export function noteClimb(climbs: TowerClimbs, userId: string, attempt: TowerAttemptRecord): void {
  let season = climbs.get(attempt.seasonId);
  if (!season) climbs.set(attempt.seasonId, (season = new Map()));
  const climber = season.get(userId);
  if (climber) {
    climber.attemptCount++;
    climber.maxFloorIndex = Math.max(climber.maxFloorIndex, attempt.floorIndex);
  } else season.set(userId, { userId, attemptCount: 1, maxFloorIndex: attempt.floorIndex });
}

export interface ArenaRows {
  tournaments: TournamentRow[];
  tournamentRounds: TournamentRoundRow[];
  tournamentBattles: TournamentBattleRow[];
}

export function arenaRows(
  ruleSet: RuleSet,
  seasons: readonly { id: string; endDate: WorldDate }[],
  climbs: TowerClimbs,
  today: WorldDate,
  newId: () => string,
): ArenaRows {
  const rows: ArenaRows = { tournaments: [], tournamentRounds: [], tournamentBattles: [] };
  for (const season of seasons) {
    const firstRound = tournamentRoundDate(season.endDate, 0);
    if (firstRound > today) continue;
    const participants = [...(climbs.get(season.id)?.values() ?? [])];
    let round = seasonBracket(season.id, participants);
    if (round.length === 0) continue;
    const tournamentId = newId();
    const roundCount = tournamentRoundCount(participants.length);
    rows.tournamentRounds.push(...tournamentRoundRows(tournamentId, season.endDate, roundCount));
    let roundIndex = 0;
    const battleRows = (battles: readonly TournamentBattle[]) =>
      battles.map((battle) => tournamentBattleRow(tournamentId, battle, newId()));
    while (round.length > 0 && tournamentRoundDate(season.endDate, roundIndex) <= today) {
      const { played, next } = playSeasonRoundDue(season.id, round);
      rows.tournamentBattles.push(...battleRows(played));
      round = next;
      roundIndex++;
    }
    rows.tournamentBattles.push(...battleRows(round));
    rows.tournaments.push({
      id: tournamentId,
      ruleSet,
      seasonId: season.id,
      date: firstRound,
      roundCount,
      roundIndex,
      isDone: round.length === 0,
    });
  }
  return rows;
}
