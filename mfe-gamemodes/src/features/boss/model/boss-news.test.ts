import { formatNumber } from '@zu/shared-ui';
import { bossFixture } from '../testing/boss-fixtures';
import { bossNewsText } from './boss-news';

const before = bossFixture({ health: 12_000 });

describe('bossNewsText', () => {
  it('says how much health the boss lost and what is left', () => {
    expect(bossNewsText(before, { ...before, health: 10_750 })).toBe(
      `Le Dragon des Archives a perdu ${formatNumber(1250)} PV : il lui en reste ${formatNumber(10_750)}.`,
    );
  });

  it('says it fell, rather than its last loss', () => {
    expect(bossNewsText(before, { ...before, health: 0, isFallen: true, isRunning: false })).toBe(
      'Le Dragon des Archives est vaincu !',
    );
  });

  it('says nothing when its health did not move, or of another boss', () => {
    expect(bossNewsText(before, { ...before })).toBeUndefined();
    expect(
      bossNewsText(before, bossFixture({ id: '00000000-0000-4000-8000-000000000001', health: 5 })),
    ).toBeUndefined();
  });
});
