import type { Banner, Item, TicketType } from '@zu/shared-contract';
import type { ShinyLevel } from '@zu/shared-ui';

/** A card handed over, as a tile shows it. */
export interface RewardCard {
  key: string;
  item: Item;
  shinyLevel: ShinyLevel;
  constellationLevel?: number;
  quantity?: number;
}

/**
 * What the game just gave the player, whatever gave it (a scratched ticket, a calendar box): the one shape the
 * reveal draws, so that every feature shows its winnings alike.
 */
export interface Reward {
  balance?: number;
  loreDust?: number;
  loreFragment?: number;
  upgradeDust?: number;
  cards: readonly RewardCard[];
  banner?: Banner;
  /** Tickets to scratch: their count, their type when one, and the link that holds them when known. */
  tickets?: { count: number; type?: TicketType; link?: string };
}

/** The currencies a reward may pay, with their French names, in the order they are shown. */
export const rewardCurrencies = [
  ['balance', 'ZUMonnaie'],
  ['loreDust', 'poudre créatrice'],
  ['loreFragment', "cristal d'histoire"],
  ['upgradeDust', "éclat d'étoile"],
] as const;

/** '+500 ZUMonnaie', one line per currency the reward pays. */
export function currencyLines(reward: Reward, format: (amount: number) => string): string[] {
  return rewardCurrencies.flatMap(([field, name]) => {
    const amount = reward[field];
    return amount ? [`+${format(amount)} ${name}`] : [];
  });
}

/** Whether the reward holds anything at all. */
export function isEmptyReward(reward: Reward): boolean {
  return (
    rewardCurrencies.every(([field]) => !reward[field]) &&
    reward.cards.length === 0 &&
    reward.banner === undefined &&
    !reward.tickets?.count
  );
}
