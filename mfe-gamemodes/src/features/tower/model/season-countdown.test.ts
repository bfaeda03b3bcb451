import { parisInstant } from '@zu/shared-ui';
import { timeLeftText } from './season-countdown';

describe('the time left in a season', () => {
  it('reads Paris wall-clock times in winter and in summer', () => {
    expect(new Date(parisInstant('2026-12-11T12:00:00')).toISOString()).toBe('2026-12-11T11:00:00.000Z');
    expect(new Date(parisInstant('2026-07-11T12:00:00')).toISOString()).toBe('2026-07-11T10:00:00.000Z');
    // The night summer time begins: 03:00 in Paris is 01:00 UTC.
    expect(new Date(parisInstant('2026-03-29T03:00:00')).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('says days and hours, singular or plural, and when the end is near or past', () => {
    const end = '2026-07-10'; // ends at 22:00 UTC, midnight in Paris
    expect(timeLeftText(end, Date.UTC(2026, 6, 9, 21, 0))).toBe('Fin dans 1 jour et 1 heure');
    expect(timeLeftText(end, Date.UTC(2026, 6, 8, 22, 0))).toBe('Fin dans 2 jours');
    expect(timeLeftText(end, Date.UTC(2026, 6, 10, 17, 30))).toBe('Fin dans 4 heures');
    expect(timeLeftText(end, Date.UTC(2026, 6, 10, 21, 30))).toBe("Fin dans moins d'une heure");
    expect(timeLeftText(end, Date.UTC(2026, 6, 10, 22, 0))).toBe('Saison terminée');
  });
});
