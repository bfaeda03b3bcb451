import { canSubscribe, hasRunningSubscription, isOwnProfile } from './layout-rules';

const running = { subscription: { beginDate: '2026-11-01T00:00:00', endDate: '2026-11-30T23:59:59' } };

describe('User layout rules', () => {
  it('knows one’s own profile whatever the case of the name', () => {
    expect(isOwnProfile('alice', 'Alice')).toBe(true);
    expect(isOwnProfile('alice', 'bob')).toBe(false);
    expect(isOwnProfile(undefined, 'alice')).toBe(false);
  });

  it('takes the subscription the profile carries as running', () => {
    expect(hasRunningSubscription(running)).toBe(true);
    expect(hasRunningSubscription({})).toBe(false);
  });

  it('offers to subscribe on one’s own profile only, without a running subscription, with SUBSCRIPTION on', () => {
    expect(canSubscribe({ own: true, profile: {}, features: ['SUBSCRIPTION'] })).toBe(true);
    expect(canSubscribe({ own: false, profile: {}, features: ['SUBSCRIPTION'] })).toBe(false);
    expect(canSubscribe({ own: true, profile: running, features: ['SUBSCRIPTION'] })).toBe(false);
    expect(canSubscribe({ own: true, profile: {}, features: [] })).toBe(false);
  });
});
