import { worldDayOffsetMs } from './world-clock';

describe('worldDayOffsetMs', () => {
  const noonInParis = Date.parse('2026-11-27T11:00:00Z');

  it('is nothing when the world lives today, or when its day is not known yet', () => {
    expect(worldDayOffsetMs('2026-11-27', noonInParis)).toBe(0);
    expect(worldDayOffsetMs(undefined, noonInParis)).toBe(0);
  });

  it('moves the clock by whole days to the world’s day, ahead or behind', () => {
    expect(worldDayOffsetMs('2026-12-10', noonInParis)).toBe(13 * 86_400_000);
    expect(worldDayOffsetMs('2026-11-25', noonInParis)).toBe(-2 * 86_400_000);
  });

  it("counts from Paris's day, not the UTC one, just after midnight in Paris", () => {
    // 23:30 UTC on the 26th is 00:30 on the 27th in Paris.
    expect(worldDayOffsetMs('2026-11-27', Date.parse('2026-11-26T23:30:00Z'))).toBe(0);
  });
});
