import type { PlayerProfile } from '@zu/shared-contract';
import { gameNumbers } from '@zu/shared-contract/constants';
import type { ActionAlert } from '@zu/shared-platform';
import type { ActionErrorCode } from '@zu/shared-ui';

/** The daily subscription-bonus count, as the game words it: x/limit. */
export function subscriptionBonusCount(
  profile: Pick<PlayerProfile, 'subscriptionBonusCount' | 'subscriptionBonusLimit'>,
) {
  return `${profile.subscriptionBonusCount}/${profile.subscriptionBonusLimit}`;
}

/**
 * A refused subscription in the game's own words: want of poudre créatrice says what a subscription costs, its
 * price written as the game writes it. Other actions refused for the same code get the catalogue's plain words.
 */
export const subscriptionRefusals: Partial<Record<ActionErrorCode, ActionAlert>> = {
  NOT_ENOUGH_LORE_DUST: {
    status: 'error',
    message: `Tu n'as pas assez de poudre créatrice pour t'abonner, il t'en faut ${gameNumbers.subscription.loreDustCost} !`,
  },
};
