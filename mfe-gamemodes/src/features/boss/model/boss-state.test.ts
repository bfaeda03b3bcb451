import { bossStateOf } from './boss-state';

describe('the boss state', () => {
  it('is fallen once down, running while it can be fought, and left once its time ran out standing', () => {
    expect(bossStateOf({ isFallen: true, isRunning: false })).toBe('fallen');
    expect(bossStateOf({ isFallen: false, isRunning: true })).toBe('running');
    expect(bossStateOf({ isFallen: false, isRunning: false })).toBe('left');
  });
});
