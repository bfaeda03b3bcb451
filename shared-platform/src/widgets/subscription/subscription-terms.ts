import type { PlayerProfile } from '@zu/shared-contract';

export const subscriptionDays = 30;
export const subscriptionLoreDustPrice = 2000;

/** The daily subscription-bonus count, as the game words it: x/limit. */
export function subscriptionBonusCount(
  profile: Pick<PlayerProfile, 'subscriptionBonusCount' | 'subscriptionBonusLimit'>,
) {
  return `${profile.subscriptionBonusCount}/${profile.subscriptionBonusLimit}`;
}
