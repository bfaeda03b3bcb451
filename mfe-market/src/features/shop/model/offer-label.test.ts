import { stockLabel } from './offer-label';

describe('échoppe labels', () => {
  it('says when an offer is sold out', () => {
    expect(stockLabel(0, 20)).toBe('Épuisé');
    expect(stockLabel(3, 20)).toBe('3 / 20 en stock');
  });
});
