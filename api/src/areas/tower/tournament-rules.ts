// The Arène (chosen, the game publishes no rule): when a Vortex season ends, its climbers meet in a knockout
// bracket, one round a day. Seeds follow the season's results, and the better climber has the better odds in
// each battle.
import { createPrng, type Prng } from '../../engine/prng';
import { addDays, type WorldDate } from '../../engine/world-rules';

export interface TournamentParticipant {
  userId: string;
  maxFloorIndex: number;
  attemptCount: number;
}

export interface TournamentSide {
  userId: string;
  /** Strength in battle: 1 plus 0.2 per floor above the first. */
  bonus: number;
}

export interface TournamentBattle {
  index: number;
  roundIndex: number;
  participant1: TournamentSide;
  /** Absent: participant1 goes through without a fight. */
  participant2: TournamentSide | null;
  /** True when participant1 wins; null until played. */
  outcome: boolean | null;
}

export const tournamentBonusPerFloor = 0.2;

export function participantBonus(participant: TournamentParticipant): number {
  return Math.round((1 + tournamentBonusPerFloor * participant.maxFloorIndex) * 100) / 100;
}

export function tournamentRoundCount(participantCount: number): number {
  return participantCount <= 1 ? 0 : Math.ceil(Math.log2(participantCount));
}

/** Round r is played on the day after the season's end plus r. */
export function tournamentRoundDate(seasonEndDate: WorldDate, roundIndex: number): WorldDate {
  return addDays(seasonEndDate, 1 + roundIndex);
}

/**
 * The first round. Seeds: highest floor first, then fewest attempts, ties in random order. Seed i meets seed
 * (size − 1 − i) in a bracket of the next power of two, so the best seeds get the byes.
 */
export function seedTournament(participants: readonly TournamentParticipant[], prng: Prng): TournamentBattle[] {
  const rounds = tournamentRoundCount(participants.length);
  if (rounds === 0) return [];
  const seeds = prng
    .shuffle(participants)
    .sort((a, b) => b.maxFloorIndex - a.maxFloorIndex || a.attemptCount - b.attemptCount);
  const size = 2 ** rounds;
  const side = (p: TournamentParticipant): TournamentSide => ({ userId: p.userId, bonus: participantBonus(p) });
  return Array.from({ length: size / 2 }, (_, index) => {
    const first = seeds[index] as TournamentParticipant;
    const second = seeds[size - 1 - index];
    return {
      index,
      roundIndex: 0,
      participant1: side(first),
      participant2: second ? side(second) : null,
      outcome: null,
    };
  });
}

/** Plays every battle of a round: participant1 wins with probability bonus1 / (bonus1 + bonus2). */
export function playTournamentRound(battles: readonly TournamentBattle[], prng: Prng): TournamentBattle[] {
  return battles.map((battle) => {
    const other = battle.participant2;
    const outcome = other ? prng.chance(battle.participant1.bonus / (battle.participant1.bonus + other.bonus)) : true;
    return { ...battle, outcome };
  });
}

export function battleWinner(battle: TournamentBattle): TournamentSide | null {
  if (battle.outcome === null) return null;
  return battle.outcome ? battle.participant1 : battle.participant2;
}

/** The next round: the winners of battles 2k and 2k+1 meet. Empty after the final. */
export function nextTournamentRound(played: readonly TournamentBattle[]): TournamentBattle[] {
  if (played.length <= 1) return [];
  const roundIndex = (played[0]?.roundIndex ?? 0) + 1;
  const winners = played.map((battle) => {
    const winner = battleWinner(battle);
    if (!winner) throw new Error('the round is not played yet');
    return winner;
  });
  return Array.from({ length: winners.length / 2 }, (_, index) => ({
    index,
    roundIndex,
    participant1: winners[2 * index] as TournamentSide,
    participant2: winners[2 * index + 1] ?? null,
    outcome: null,
  }));
}

/**
 * The draws of a season's Arène come from streams keyed by the season (the bracket) and by the round, so that the
 * seed and the daily turn, given the same climbers, play the same tournament.
 */
export function seasonBracket(seasonId: string, participants: readonly TournamentParticipant[]): TournamentBattle[] {
  // In one order whatever order the climbers were read in: the seeding's shuffle depends on it.
  const ordered = [...participants].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return seedTournament(ordered, createPrng(`arene/${seasonId}`));
}

/** A day of the Arène: the round due, played, and the round its winners meet in next (empty after the final). */
export function playSeasonRoundDue(
  seasonId: string,
  battles: readonly TournamentBattle[],
): { played: TournamentBattle[]; next: TournamentBattle[] } {
  const played = playTournamentRound(battles, createPrng(`arene/${seasonId}/${battles[0]?.roundIndex ?? 0}`));
  return { played, next: nextTournamentRound(played) };
}
