import type { Tournament, TournamentParticipant } from '@zu/shared-contract';

export type Battle = Tournament['battles'][number];

export interface BracketRound {
  roundIndex: number;
  name: string;
  /** In the order of the draw; empty for a round not drawn yet. */
  battles: Battle[];
}

const namesFromTheEnd = ['Finale', 'Demi-finales', 'Quarts', 'Huitièmes'];

/** A round as players call it: the last four by what is left to play, the earlier ones by their number. */
export function roundName(roundIndex: number, roundCount: number): string {
  return namesFromTheEnd[roundCount - 1 - roundIndex] ?? `Tour ${roundIndex + 1}`;
}

/** Every round of the tournament, first round first, with its battles. */
export function bracketRounds(tournament: Tournament): BracketRound[] {
  return Array.from({ length: tournament.roundCount }, (_, roundIndex) => ({
    roundIndex,
    name: roundName(roundIndex, tournament.roundCount),
    battles: tournament.battles.filter((battle) => battle.roundIndex === roundIndex).sort((a, b) => a.index - b.index),
  }));
}

/** Who won a battle, once it is played: a bye is won by the only participant. */
export function winnerOf(battle: Battle): 1 | 2 | undefined {
  if (!battle.participant2) return 1;
  if (battle.outcome === undefined) return undefined;
  return battle.outcome ? 1 : 2;
}

export const sameName = (a: string, b: string | undefined) => b !== undefined && a.toLowerCase() === b.toLowerCase();

/** Whether the player (any case) takes part in the battle. */
export function isInBattle(battle: Battle, userName: string | undefined): boolean {
  return (
    sameName(battle.participant1.user.discordUserName, userName) ||
    (battle.participant2 !== undefined && sameName(battle.participant2.user.discordUserName, userName))
  );
}

/** Where the player (any case) stands in the tournament, in a sentence; nothing when they are not in it. */
export function playerPathText(tournament: Tournament, userName: string | undefined): string | undefined {
  const own = tournament.battles
    .filter((battle) => isInBattle(battle, userName))
    .sort((a, b) => a.roundIndex - b.roundIndex);
  const last = own[own.length - 1];
  if (!last) return undefined;
  const round = roundName(last.roundIndex, tournament.roundCount);
  const winner = winnerOf(last);
  if (winner === undefined) {
    const other = sameName(last.participant1.user.discordUserName, userName) ? last.participant2 : last.participant1;
    return `${round} : ton prochain combat t'oppose à ${other?.user.discordUserName ?? 'un adversaire à venir'}.`;
  }
  const won = sameName((winner === 1 ? last.participant1 : last.participant2!).user.discordUserName, userName);
  if (!won) return `${round} : ton parcours s'arrête ici.`;
  if (last.roundIndex === tournament.roundCount - 1) return "Tu as remporté l'Arène !";
  return `${round} : tu passes au tour suivant (${roundName(last.roundIndex + 1, tournament.roundCount)}).`;
}

/** The winner of the final, once it is played. */
export function championOf(tournament: Tournament): TournamentParticipant | undefined {
  const final = tournament.battles.find((battle) => battle.roundIndex === tournament.roundCount - 1);
  const winner = final && winnerOf(final);
  if (!final || winner === undefined) return undefined;
  return winner === 1 ? final.participant1 : final.participant2;
}
