import { tournamentFixture } from '../testing/tower-fixtures';
import { bracketRounds, playerPathText, roundName } from './bracket';

describe('the Arène bracket', () => {
  it('names the last four rounds by what is left, the earlier ones by their number', () => {
    expect(Array.from({ length: 6 }, (_, index) => roundName(index, 6))).toEqual([
      'Tour 1',
      'Tour 2',
      'Huitièmes',
      'Quarts',
      'Demi-finales',
      'Finale',
    ]);
    expect(roundName(0, 1)).toBe('Finale');
  });

  it('gives every round its battles in the order of the draw, an undrawn round none', () => {
    const rounds = bracketRounds(tournamentFixture());
    expect(rounds.map((round) => round.battles.map((battle) => battle.index))).toEqual([[0, 1, 2, 3], [0, 1], []]);
  });

  it('tells where a player stands: next battle, out, through, or champion', () => {
    const running = tournamentFixture();
    expect(playerPathText(running, 'ALICE')).toBe("Demi-finales : ton prochain combat t'oppose à erin.");
    expect(playerPathText(running, 'bob')).toBe("Quarts : ton parcours s'arrête ici.");
    expect(playerPathText(running, 'zoe')).toBeUndefined();
    const semisPlayed = {
      ...running,
      battles: running.battles.map((battle) => (battle.roundIndex === 1 ? { ...battle, outcome: false } : battle)),
    };
    expect(playerPathText(semisPlayed, 'alice')).toBe('Demi-finales : tu passes au tour suivant (Finale).');
    const final = { ...semisPlayed.battles[4]!, id: 'final', roundIndex: 2, index: 0, outcome: false };
    expect(playerPathText({ ...semisPlayed, battles: [...semisPlayed.battles, final] }, 'alice')).toBe(
      "Tu as remporté l'Arène !",
    );
  });
});
