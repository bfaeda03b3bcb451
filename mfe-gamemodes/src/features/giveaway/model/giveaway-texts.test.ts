import { drawnWinnersText, entryCountText } from './giveaway-texts';

describe('the giveaway texts', () => {
  it('count the entries, 0 and 1 in the singular as French has it', () => {
    expect(entryCountText(0)).toBe('0 participant');
    expect(entryCountText(1)).toBe('1 participant');
    expect(entryCountText(2)).toBe('2 participants');
    expect(entryCountText(1234)).toBe('1\u202f234 participants');
  });

  it('say how many win, and that each winner gets the whole prize when there are several', () => {
    expect(drawnWinnersText(1)).toBe('1 gagnant tiré au sort à la fin.');
    expect(drawnWinnersText(2)).toBe('2 gagnants tirés au sort à la fin, chacun reçoit le lot entier.');
  });
});
