import { itemFixture } from '@zu/shared-platform/testing';
import { sortItems, toItemSort } from './sort-items';

const a = itemFixture(3, { name: 'Élan', rarity: 2, scores: { 0: 5, 1: 50, 2: 90 } });
const b = itemFixture(1, { name: 'Zèbre', rarity: 5, scores: { 0: 30, 1: 40, 2: 60 } });
const c = itemFixture(2, { name: 'aigle', rarity: 2, scores: { 0: 10, 1: 20, 2: 30 } });
const ids = (items: { identifier: number }[]) => items.map((i) => i.identifier);

describe('sorting the catalogue', () => {
  it('sorts by rarity (highest first, then number), name, number or points of the shown level', () => {
    expect(ids(sortItems([a, b, c], 'rarete', 0))).toEqual([1, 2, 3]);
    expect(ids(sortItems([a, b, c], 'alpha', 0))).toEqual([2, 3, 1]);
    expect(ids(sortItems([a, b, c], 'numero', 0))).toEqual([1, 2, 3]);
    expect(ids(sortItems([a, b, c], 'points', 0))).toEqual([1, 2, 3]);
    expect(ids(sortItems([a, b, c], 'points', 1))).toEqual([3, 1, 2]);
  });

  it('reads an unknown sort as the default', () => {
    expect(toItemSort('nope')).toBe('rarete');
    expect(toItemSort('alpha')).toBe('alpha');
  });
});
