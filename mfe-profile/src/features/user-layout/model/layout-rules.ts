import type { GameFeature, PlayerProfile } from '@zu/shared-contract';

/** Chat user names are compared without regard to case, as the API matches them. */
export function isOwnProfile(signedInName: string | undefined, profileName: string | undefined): boolean {
  return !!signedInName && !!profileName && signedInName.toLowerCase() === profileName.toLowerCase();
}

const parisClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** `now` as the API writes instants: Paris wall-clock time, YYYY-MM-DDTHH:mm:ss. */
export function parisNow(now: Date = new Date()): string {
  return parisClock.format(now).replace(' ', 'T');
}

export function hasRunningSubscription(profile: Pick<PlayerProfile, 'subscription'>, now: string): boolean {
  return !!profile.subscription && profile.subscription.endDate >= now;
}

/** The Subscribe button: on one's own profile, with no running subscription, while SUBSCRIPTION is active. */
export function canSubscribe(options: {
  own: boolean;
  profile: Pick<PlayerProfile, 'subscription'>;
  features: readonly GameFeature[];
  now: string;
}): boolean {
  return (
    options.own && !hasRunningSubscription(options.profile, options.now) && options.features.includes('SUBSCRIPTION')
  );
}
