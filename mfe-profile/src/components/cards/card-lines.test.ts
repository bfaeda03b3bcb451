import { itemFixture } from '@zu/shared-platform/testing';
import { filterCardLines, noCardFilter, type CardLine } from './card-lines';

const lines: CardLine[] = [
  { key: 'a', item: itemFixture(1, { name: 'Écureuil étoilé' }), shinyLevel: 0, quantity: 2 },
  { key: 'b', item: itemFixture(2, { name: 'Dragon' }), shinyLevel: 1, quantity: 1 },
];

describe('filterCardLines', () => {
  it('keeps every line without a filter', () => {
    expect(filterCardLines(lines, noCardFilter)).toHaveLength(2);
  });
  it('matches names without regard to accents or case, and card numbers', () => {
    expect(filterCardLines(lines, { search: 'ECUREUIL', shinyLevel: -1 }).map((l) => l.key)).toEqual(['a']);
    expect(filterCardLines(lines, { search: '2', shinyLevel: -1 }).map((l) => l.key)).toEqual(['b']);
  });
  it('keeps one shiny level when asked', () => {
    expect(filterCardLines(lines, { search: '', shinyLevel: 1 }).map((l) => l.key)).toEqual(['b']);
  });
});
