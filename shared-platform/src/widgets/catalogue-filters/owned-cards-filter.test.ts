import { itemFixture } from '@zu/shared-platform/testing';
import { defaultCatalogueFilters, type CatalogueFilters } from './catalogue-filters';
import { filterOwnedCards } from './owned-cards-filter';

const cards = [
  { key: 'a', item: itemFixture(1, { name: 'Écureuil étoilé', rarity: 1, isTradable: true }), shinyLevel: 0 },
  { key: 'b', item: itemFixture(2, { name: 'Dragon', rarity: 3, isFusion: true, isTradable: false }), shinyLevel: 0 },
  {
    key: 'c',
    item: itemFixture(3, { name: 'Dragon doré', rarity: 3, isMaterial: true, isTradable: false }),
    shinyLevel: 1,
  },
];
const keys = (patch: Partial<CatalogueFilters>) =>
  filterOwnedCards(cards, { ...defaultCatalogueFilters, ...patch }).map((card) => card.key);

describe('filterOwnedCards', () => {
  it('keeps the copies of the chosen shiny level', () => {
    expect(keys({})).toEqual(['a', 'b']);
    expect(keys({ shinyLevel: 1 })).toEqual(['c']);
  });

  it('matches names without regard to accents or case, and card numbers', () => {
    expect(keys({ search: 'ECUREUIL' })).toEqual(['a']);
    expect(keys({ search: '2' })).toEqual(['b']);
  });

  it('keeps the rarities chosen, every one when none is', () => {
    expect(keys({ rarities: [3] })).toEqual(['b']);
    expect(keys({ rarities: [1, 3] })).toEqual(['a', 'b']);
  });

  it('keeps the cards with every keyword, and the fusion results or inputs when asked', () => {
    expect(keys({ filters: ['IS_TRADABLE'] })).toEqual(['a']);
    expect(keys({ fusions: true })).toEqual(['b']);
    expect(keys({ materials: true, shinyLevel: 1 })).toEqual(['c']);
    expect(keys({ materials: true })).toEqual([]);
  });
});
