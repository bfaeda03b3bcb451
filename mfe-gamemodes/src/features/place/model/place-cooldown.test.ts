import { cooldownLeftMs, cooldownText, waitText } from './place-cooldown';

// Noon in Paris (winter time) on the world's clock, 10 December 2026.
const worldNoon = Date.parse('2026-12-10T11:00:00.000Z');

describe("the wait before a player's next pixel", () => {
  it("counts on the world's clock to the next pixel's instant, to the millisecond", () => {
    expect(cooldownLeftMs('2026-12-10T12:03:20', worldNoon)).toBe(200_000);
    expect(cooldownLeftMs('2026-12-10T12:04:59.500', worldNoon)).toBe(299_500);
    expect(cooldownLeftMs('2026-12-10T12:04:59.500123', worldNoon)).toBe(299_500);
  });

  it('crosses midnight, and a change of summer time', () => {
    expect(cooldownLeftMs('2026-12-11T00:01:00', Date.parse('2026-12-10T22:58:00.000Z'))).toBe(180_000);
    // 02:00 in Paris, 29 March 2026, is 03:00 summer time: 01:04 UTC is 03:04 there.
    expect(cooldownLeftMs('2026-03-29T03:05:00', Date.parse('2026-03-29T01:04:00.000Z'))).toBe(60_000);
  });

  it("is the whole wait when the world's day is not the browser's, unlike a reading of the clock's face", () => {
    // The next pixel's time of day is behind noon, but on the next day: a day's wait, not none.
    expect(cooldownLeftMs('2026-12-11T11:59:00', worldNoon)).toBe(86_340_000);
  });

  it('is over once that instant is past, or when no next pixel is known', () => {
    expect(cooldownLeftMs('2026-12-10T11:59:00', worldNoon)).toBe(0);
    expect(cooldownLeftMs('2026-12-10T12:00:00', worldNoon)).toBe(0);
    expect(cooldownLeftMs(undefined, worldNoon)).toBe(0);
  });

  it('is written in minutes and seconds, rounded up to the second', () => {
    expect(waitText(200_000)).toBe('3 min 20 s');
    expect(waitText(245_001)).toBe('4 min 06 s');
    expect(waitText(45_000)).toBe('45 s');
    expect(waitText(3_720_000)).toBe('1 h 02 min 00 s');
  });
});

describe('the cooldown, as the page states it', () => {
  it('is said in whole minutes when it is some, else in minutes and seconds', () => {
    expect(cooldownText(300)).toBe('5 minutes');
    expect(cooldownText(60)).toBe('1 minute');
    expect(cooldownText(90)).toBe('1 min 30 s');
  });
});
