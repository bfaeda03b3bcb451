import { gameNumbers } from '@zu/shared-contract/constants';
import { formatNumber, formatRateAsPercent } from '@zu/shared-ui';
import { numbersNotFromTheGame } from './game-numbers-in-text';

describe('numbersNotFromTheGame', () => {
  it('passes the game numbers, French-written, and rates as percentages', () => {
    const { corporation, effects, tower } = gameNumbers;
    const text =
      `Fonder coûte ${formatNumber(corporation.creationCost)} ZUMonnaie, ${tower.floors} étages, ` +
      `${formatRateAsPercent(effects.cardChanceUnderBonus)} des invocations.`;
    expect(numbersNotFromTheGame(text)).toEqual([]);
  });

  it('finds a number written by hand, a percentage that is no rate, and lets the listed ones through', () => {
    expect(numbersNotFromTheGame('Il coûte 1 234 ZUMonnaie, 7 % de plus.')).toEqual(['1 234', '7 %']);
    expect(numbersNotFromTheGame('Depuis 2019, 1 234 cartes.', ['2019', '1 234 cartes'])).toEqual([]);
  });
});
