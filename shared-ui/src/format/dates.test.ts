import { formatApiDate } from './dates';

describe('API dates in French', () => {
  it('reads the date as written, whatever the time', () => {
    expect(formatApiDate('2025-12-31T23:59:59')).toBe('31 décembre 2025');
    expect(formatApiDate('2026-03-15T00:30:00')).toBe('15 mars 2026');
  });

  it('writes the first of the month "1er"', () => {
    expect(formatApiDate('2026-11-01T13:00:00')).toBe('1er novembre 2026');
  });
});
