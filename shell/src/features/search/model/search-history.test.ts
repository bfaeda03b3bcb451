import type { SearchResult } from '@zu/shared-contract';
import { readHistory, rememberResult } from './search-history';

const result = (n: number): SearchResult => ({
  id: `id-${n}`,
  type: 'USER',
  name: `joueur${n}`,
  count: 0,
  data: '',
  header: '',
});

describe('search history', () => {
  beforeEach(() => localStorage.clear());

  it('puts the latest pick first, once, and keeps 5 entries', () => {
    [1, 2, 3, 4, 5, 6].forEach((n) => rememberResult(result(n)));
    expect(readHistory().map((r) => r.id)).toEqual(['id-6', 'id-5', 'id-4', 'id-3', 'id-2']);
    rememberResult(result(4));
    expect(readHistory().map((r) => r.id)).toEqual(['id-4', 'id-6', 'id-5', 'id-3', 'id-2']);
  });

  it('survives a corrupted storage entry', () => {
    localStorage.setItem('searchHistory', '{pas du json');
    expect(readHistory()).toEqual([]);
  });
});
