import { cardCountLine } from './count-line';

describe('cardCountLine', () => {
  it('says how many cards match, singular up to one', () => {
    expect(cardCountLine(0)).toBe('0 carte correspond à la sélection');
    expect(cardCountLine(1)).toBe('1 carte correspond à la sélection');
    expect(cardCountLine(42)).toBe('42 cartes correspondent à la sélection');
  });
});
