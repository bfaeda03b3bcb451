import { bossStateOf, damageShare } from './boss-state';

describe('the boss state', () => {
  it('is fallen once down, running while it can be fought, and left once its time ran out standing', () => {
    expect(bossStateOf({ isFallen: true, isRunning: false })).toBe('fallen');
    expect(bossStateOf({ isFallen: false, isRunning: true })).toBe('running');
    expect(bossStateOf({ isFallen: false, isRunning: false })).toBe('left');
  });

  it("counts an attacker's share against the health the boss has lost, none before the first hit", () => {
    expect(damageShare(1_500, { health: 14_000, maxHealth: 20_000 })).toBe(0.25);
    expect(damageShare(0, { health: 20_000, maxHealth: 20_000 })).toBe(0);
  });
});
