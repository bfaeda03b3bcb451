import { isRouteOpen } from './gating';
import { getRoute } from './route-table';

const open = (name: Parameters<typeof getRoute>[0], activeFeatures: string[], bossToggle = false) =>
  isRouteOpen(getRoute(name), { activeFeatures, bossToggle });

describe('feature gating', () => {
  it('always opens a route with no feature', () => {
    expect(open('ItemsGrid', [])).toBe(true);
  });

  it('opens a gated route only when its feature is active', () => {
    expect(open('Market', ['TRADE'])).toBe(true);
    expect(open('Market', ['TOWER'])).toBe(false);
    expect(open('Market', [])).toBe(false);
  });

  it('opens a route with several features when any one is active', () => {
    expect(open('Events', ['CHALLENGE'])).toBe(true);
    expect(open('Events', ['AUTOMATED_EVENT'])).toBe(true);
    expect(open('Events', ['TOWER'])).toBe(false);
  });

  it('keeps Boss closed while the boss toggle is off, even with BOSS active', () => {
    expect(open('Boss', ['BOSS'], false)).toBe(false);
    expect(open('Boss', ['BOSS'], true)).toBe(true);
    expect(open('Boss', [], true)).toBe(false);
  });
});
