import { formatPostDate } from './post-date';

describe('post dates', () => {
  it('reads the date as written by the API, in French', () => {
    expect(formatPostDate('2026-03-01T00:30:00')).toBe('1 mars 2026');
    expect(formatPostDate('2025-12-31T23:59:59')).toBe('31 décembre 2025');
  });
});
