import type { GameFeature, PlayerProfile } from '@zu/shared-contract';

/** Chat user names are compared without regard to case, as the API matches them. */
export function isOwnProfile(signedInName: string | undefined, profileName: string | undefined): boolean {
  return !!signedInName && !!profileName && signedInName.toLowerCase() === profileName.toLowerCase();
}

/**
 * The profile carries a subscription only while it runs by the world's date (which the browser's clock need not
 * match: the game's world keeps its own day), so its presence is the answer.
 */
export function hasRunningSubscription(profile: Pick<PlayerProfile, 'subscription'>): boolean {
  return profile.subscription !== undefined;
}

/** The Subscribe button: on one's own profile, with no running subscription, while SUBSCRIPTION is active. */
export function canSubscribe(options: {
  own: boolean;
  profile: Pick<PlayerProfile, 'subscription'>;
  features: readonly GameFeature[];
}): boolean {
  return options.own && !hasRunningSubscription(options.profile) && options.features.includes('SUBSCRIPTION');
}
