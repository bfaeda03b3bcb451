import { offerName, stockLabel, toShinyLevel } from './offer-label';

describe('échoppe labels', () => {
  it('suffixes golden and chromatic cards', () => {
    expect(offerName('Basilic gris', 0)).toBe('Basilic gris');
    expect(offerName('Basilic gris', 1)).toBe('Basilic gris (dorée)');
    expect(offerName('Basilic gris', 2)).toBe('Basilic gris (chroma)');
  });

  it('says when an offer is sold out', () => {
    expect(stockLabel(0, 20)).toBe('Épuisé');
    expect(stockLabel(3, 20)).toBe('3 / 20 en stock');
  });

  it('gives the card tile the version on sale', () => {
    expect([0, 1, 2].map(toShinyLevel)).toEqual([0, 1, 2]);
  });
});
