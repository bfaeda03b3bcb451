import { canSubscribe, hasRunningSubscription, isOwnProfile, parisNow } from './layout-rules';

describe('User layout rules', () => {
  it('knows one’s own profile whatever the case of the name', () => {
    expect(isOwnProfile('alice', 'Alice')).toBe(true);
    expect(isOwnProfile('alice', 'bob')).toBe(false);
    expect(isOwnProfile(undefined, 'alice')).toBe(false);
  });

  it('writes now as a Paris wall-clock time', () => {
    expect(parisNow(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02T00:30:00');
  });

  it('counts a subscription as running until its last second', () => {
    const profile = { subscription: { beginDate: '2026-11-01T00:00:00', endDate: '2026-11-30T23:59:59' } };
    expect(hasRunningSubscription(profile, '2026-11-30T23:59:59')).toBe(true);
    expect(hasRunningSubscription(profile, '2026-12-01T00:00:00')).toBe(false);
    expect(hasRunningSubscription({}, '2026-11-15T00:00:00')).toBe(false);
  });

  it('offers to subscribe on one’s own profile only, without a running subscription, with SUBSCRIPTION on', () => {
    const now = '2026-11-15T10:00:00';
    const running = { subscription: { beginDate: '2026-11-01T00:00:00', endDate: '2026-11-30T23:59:59' } };
    expect(canSubscribe({ own: true, profile: {}, features: ['SUBSCRIPTION'], now })).toBe(true);
    expect(canSubscribe({ own: false, profile: {}, features: ['SUBSCRIPTION'], now })).toBe(false);
    expect(canSubscribe({ own: true, profile: running, features: ['SUBSCRIPTION'], now })).toBe(false);
    expect(canSubscribe({ own: true, profile: {}, features: [], now })).toBe(false);
  });
});
