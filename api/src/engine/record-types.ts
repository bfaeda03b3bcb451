// The words the engine's records and states are written in: currencies, action names and each area's kinds (loot
// types, invocation kinds, ticket types, corporation roles…). They live here, under the records, so that a record
// can name an area's kind without the engine importing that area.
import type { ShinyLevel } from './catalogue';

export const currencies = ['balance', 'loreDust', 'loreFragment', 'upgradeDust'] as const;
export type Currency = (typeof currencies)[number];

export const actionNames = [
  'LOOT_DAILY',
  'LOOT_WEEKLY',
  'INVOKE',
  'RECYCLE',
  'CRAFT',
  'ENCHANT',
  'FUSE',
  'UPGRADE',
  'EVOLVE',
  'ASCEND',
  'BOSS',
  'BOSS_REWARD',
  'SUBSCRIBE',
  'SCRATCH',
  'LUCKY_LINK',
  'OPEN_CALENDAR_BOX',
  'TRADE_OFFER',
  'TRADE_CANCEL',
  'TRADE',
  'SHOP_BUY',
  'CORPORATION_CREATE',
  'CORPORATION_JOIN',
  'CORPORATION_LEAVE',
  'CORPORATION_GIVE',
  'CORPORATION_UPGRADE',
  'CORPORATION_EDIT',
  'CORPORATION_TRANSFER',
  'DAILY_TURN',
  'GIVEAWAY_PRIZE',
] as const;
export type ActionName = (typeof actionNames)[number];

export const lootTypes = ['DAILY', 'WEEKLY'] as const;
export type LootType = (typeof lootTypes)[number];

export interface LootAmounts {
  baseAmount: number;
  corporationAmount: number;
  subscriptionAmount: number;
  /** baseAmount + corporationAmount + subscriptionAmount, in ZUMonnaie. */
  amount: number;
  corporationBonusLevel: number;
  loreDust: number;
}

export const invocationKinds = ['BASIC', 'GOLDEN', 'CHROMA', 'STAR', 'EVENT'] as const;
export type InvocationKind = (typeof invocationKinds)[number];

export type ForgeMode = 'CRAFT' | 'ENCHANT';

export const ticketTypes = ['LUCKY_RAYOU', 'RAYOU_OFFICIAL', 'ZERA_3000'] as const;
export type TicketType = (typeof ticketTypes)[number];

/** What a ticket gives; every field is present so the shape stays flat (zero or null: nothing of that kind). */
export interface TicketReward {
  balance: number;
  loreDust: number;
  loreFragment: number;
  itemId: string | null;
  shinyLevel: ShinyLevel;
  /** An extra ticket of that type. */
  extraTicket: TicketType | null;
  /** Wins the whole jackpot, whatever it holds when scratched. */
  jackpot: boolean;
}

export type TradeRole = 'BUYER' | 'SELLER';

export const corporationRoles = ['ADMIN', 'MEMBER'] as const;
export type CorporationRole = (typeof corporationRoles)[number];
export const corporationLogActions = ['LEDGER', 'UPGRADE', 'JOIN', 'LEAVE', 'CREATE', 'TRANSFER'] as const;
export type CorporationLogAction = (typeof corporationLogActions)[number];
export const corporationBonusTypes = ['MEMBER_COUNT', 'LOOT', 'RECYCLE_LORE_DUST', 'RECYCLE_LORE_FRAGMENT'] as const;
export type CorporationBonusType = (typeof corporationBonusTypes)[number];

export type HardcoreRunEndReason = 'MISSED_DAILY' | 'SEASON_END';
export type HardcoreResetReason = 'MISSED_DAILY' | 'NEW_SEASON';
