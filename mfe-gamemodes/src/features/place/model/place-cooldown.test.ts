import { cooldownLeftMs, cooldownText, waitText } from './place-cooldown';

// Noon in Paris (summer time), on a day that is not the world's.
const parisNoon = new Date('2026-07-01T10:00:00.000Z');

describe("the wait before a player's next pixel", () => {
  it("counts to the next pixel's time of day, whatever the world's day", () => {
    expect(cooldownLeftMs('2031-01-05T12:03:20', 300, parisNoon)).toBe(200_000);
    expect(cooldownLeftMs('2026-12-10T12:04:59.500', 300, parisNoon)).toBe(299_500);
  });

  it("allows for a browser's clock a little behind the server's", () => {
    expect(cooldownLeftMs('2026-12-10T12:05:30', 300, parisNoon)).toBe(330_000);
    expect(cooldownLeftMs('2026-12-10T12:06:00.500', 300, parisNoon)).toBe(0);
  });

  it('crosses midnight', () => {
    const beforeMidnight = new Date('2026-07-01T21:58:00.000Z');
    expect(cooldownLeftMs('2026-12-11T00:01:00', 300, beforeMidnight)).toBe(180_000);
  });

  it('is over once that time is past, or when no next pixel is known', () => {
    expect(cooldownLeftMs('2026-12-10T11:59:00', 300, parisNoon)).toBe(0);
    expect(cooldownLeftMs('2026-12-10T12:00:00', 300, parisNoon)).toBe(0);
    expect(cooldownLeftMs(undefined, 300, parisNoon)).toBe(0);
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
