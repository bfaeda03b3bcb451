import { worldClockOffsetMs } from './world-clock';

describe('worldClockOffsetMs', () => {
  const answeredAt = Date.parse('2026-11-27T11:00:00Z');

  it('is nothing before the API has answered, or for an instant it cannot read', () => {
    expect(worldClockOffsetMs(undefined, undefined)).toBe(0);
    expect(worldClockOffsetMs('2026-12-10T11:00:00.000Z', undefined)).toBe(0);
    expect(worldClockOffsetMs('pas une date', answeredAt)).toBe(0);
  });

  it("is the distance from the browser's clock to the world's, ahead or behind", () => {
    expect(worldClockOffsetMs('2026-11-27T11:00:00.000Z', answeredAt)).toBe(0);
    expect(worldClockOffsetMs('2026-12-10T11:00:00.000Z', answeredAt)).toBe(13 * 86_400_000);
    expect(worldClockOffsetMs('2026-11-25T11:00:00.000Z', answeredAt)).toBe(-2 * 86_400_000);
    // The seeded day, run on from the seed's last instant: four hours ahead.
    expect(worldClockOffsetMs('2026-11-27T15:00:00.000Z', answeredAt)).toBe(4 * 3_600_000);
  });
});
