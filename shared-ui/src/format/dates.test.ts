import {
  formatApiDate,
  formatApiDateAndTime,
  formatApiTime,
  formatApiDayAndMonth,
  formatApiMonthAndYear,
  formatApiNumericDate,
} from './dates';

describe('API dates in French', () => {
  // A no-break space joins the day and its month: a narrow line never parts them.
  const nbsp = '\u00a0';

  it('reads the date as written, whatever the time', () => {
    expect(formatApiDate('2025-12-31T23:59:59')).toBe(`31${nbsp}décembre 2025`);
    expect(formatApiDate('2026-03-15T00:30:00')).toBe(`15${nbsp}mars 2026`);
  });

  it('writes the first of the month "1er"', () => {
    expect(formatApiDate('2026-11-01T13:00:00')).toBe(`1er${nbsp}novembre 2026`);
  });

  it('writes a date and its time as written, or the day alone', () => {
    expect(formatApiDateAndTime('2026-03-01T18:30:59')).toBe(`1er${nbsp}mars 2026 à 18:30`);
    expect(formatApiDateAndTime('2026-03-02')).toBe(`2${nbsp}mars 2026`);
    expect(formatApiTime('2026-03-03T23:50:59')).toBe('23\u00a0h\u00a050');
    expect(formatApiTime('2026-12-11T12:00:00')).toBe('12\u00a0h\u00a000');
  });

  it('writes a day in figures, day first', () => {
    expect(formatApiNumericDate('2026-12-01')).toBe('01/12/2026');
    expect(formatApiNumericDate('2025-01-31T23:59:59')).toBe('31/01/2025');
    for (const day of ['2026-01-01', '2026-03-29', '2026-10-25', '2026-12-31']) {
      expect(formatApiNumericDate(day)).toBe(new Date(`${day}T12:00:00`).toLocaleDateString('fr-FR'));
    }
  });

  it('writes a day and its month, without "1er"', () => {
    expect(formatApiDayAndMonth('2026-01-30')).toBe('30 janvier');
    expect(formatApiDayAndMonth('2026-03-01')).toBe('1 mars');
  });

  it('writes the month and year of a day', () => {
    expect(formatApiMonthAndYear('2026-01-31')).toBe('janvier 2026');
    expect(formatApiMonthAndYear('2025-12-01T00:00:00')).toBe('décembre 2025');
  });

  it('keeps a text that starts with no date as it is', () => {
    expect(formatApiDate('bientôt')).toBe('bientôt');
    expect(formatApiNumericDate('')).toBe('');
  });
});
