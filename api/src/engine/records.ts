// Facts an action appends to the world's history: one kind per table row the data layer inserts (or, for the few
// marked "update", the row it updates). Instants are ISO strings, days are world dates, so every record is plain
// data. applyEffects folds them into the in-memory player state the same way the data layer's queries read them.
import {
  type CorporationBonusType,
  type CorporationLogAction,
  type CorporationRole,
  type ForgeMode,
  type InvocationKind,
  type LootAmounts,
  type LootType,
  type TicketReward,
  type TicketType,
  type TradeRole,
  type ActionName,
  type Currency,
  type HardcoreResetReason,
  type HardcoreRunEndReason,
} from './record-types';
import type { ShinyLevel } from './catalogue';
import type { WorldDate } from './world-rules';

export interface ActionLogRecord {
  kind: 'actionLog';
  action: ActionName;
  at: string;
  inputs: object;
  outcome: object;
}

export interface LootRecord extends LootAmounts {
  kind: 'loot';
  type: LootType;
  date: WorldDate;
  at: string;
  /** 0 for the daily and the weekly; n for a subscriber's n-th subscription bonus (a WEEKLY loot) of the day. */
  subscriptionBonusNumber: number;
}

export interface InvocationRecord {
  kind: 'invocation';
  at: string;
  invocationKind: InvocationKind;
  eventId: string | null;
  balanceCost: number;
  loreDustCost: number;
  itemId: string;
  rarity: number;
  shinyLevel: ShinyLevel;
  isPity: boolean;
  isEffectCard: boolean;
  /** The pity counter after this invocation. */
  invokeBeforePity: number;
}

export interface RecycleRecord {
  kind: 'recycle';
  at: string;
  itemId: string;
  shinyLevel: ShinyLevel;
  quantity: number;
  currency: Currency;
  /** recycleValue × quantity, before bonuses (what RECYCLE challenges count). */
  baseAmount: number;
  /** What the player received (negative: what recycling an effect card cost). */
  amount: number;
  isClassic: boolean;
  isEffectCard: boolean;
}

export interface ForgeRecord {
  kind: 'forge';
  at: string;
  mode: ForgeMode;
  itemId: string;
  shinyLevel: ShinyLevel;
  currency: Currency;
  cost: number;
}

export interface FusionRecord {
  kind: 'fusion';
  at: string;
  resultItemId: string;
  shinyLevel: ShinyLevel;
  inputs: readonly { itemId: string; quantity: number }[];
}

export interface ConstellationRecord {
  kind: 'constellation';
  at: string;
  itemId: string;
  /** The UPGRADE entry's level after the action. */
  upgradeLevel: number;
  created: boolean;
}

export interface EvolutionRecord {
  kind: 'evolution';
  at: string;
  chainId: string;
  step: number;
  itemId: string;
  upgradeDustCost: number;
}

export interface TowerAttemptRecord {
  kind: 'towerAttempt';
  at: string;
  seasonId: string;
  floorIndex: number;
  itemId: string;
  rarity: number;
  shinyLevel: ShinyLevel;
  reputationId: string;
  reputationGained: number;
}

export interface HardcoreRunStartRecord {
  kind: 'hardcoreRunStart';
  seasonId: string;
  startDate: WorldDate;
}

/** Update: closes the player's open run. */
export interface HardcoreRunEndRecord {
  kind: 'hardcoreRunEnd';
  seasonId: string;
  startDate: WorldDate;
  /** The last day the run was alive. */
  endDate: WorldDate;
  /** The day without a daily, when the run failed. */
  failedDate: WorldDate | null;
  reason: HardcoreRunEndReason;
}

/** Update: the wipe of a hardcore reset, with the values it sets. */
export interface HardcoreResetRecord {
  kind: 'hardcoreReset';
  date: WorldDate;
  reason: HardcoreResetReason;
  invokeBeforePity: number;
}

export interface SubscriptionRecord {
  kind: 'subscription';
  at: string;
  beginDate: WorldDate;
  endDate: WorldDate;
  loreDustCost: number;
  rewardItemId: string | null;
  rewardShinyLevel: ShinyLevel;
}

export interface TicketGrantedRecord {
  kind: 'ticketGranted';
  at: string;
  ticketId: string;
  type: TicketType;
  reward: TicketReward;
  source: 'CALENDAR' | 'TICKET' | 'CHALLENGE';
  /** The player's current link, which the ticket joins; null when none is valid. */
  linkCode: string | null;
}

/** A new ticket link: it replaces the player's previous one and takes every ticket not scratched yet. */
export interface LuckyLinkRecord {
  kind: 'luckyLink';
  at: string;
  code: string;
  createdDate: WorldDate;
}

/** Update: marks the ticket scratched. */
export interface TicketScratchedRecord {
  kind: 'ticketScratched';
  at: string;
  ticketId: string;
  type: TicketType;
  reward: TicketReward;
  jackpotWon: number;
}

export interface CalendarBoxRecord {
  kind: 'calendarBox';
  at: string;
  year: number;
  index: number;
}

export interface BannerUnlockedRecord {
  kind: 'bannerUnlocked';
  at: string;
  bannerId: string;
}

export interface TradeOfferRecord {
  kind: 'tradeOffer';
  at: string;
  offerId: string;
  sellerId: string;
  itemId: string;
  shinyLevel: ShinyLevel;
  price: number;
}

export interface TradeRecord {
  kind: 'trade';
  at: string;
  offerId: string;
  role: TradeRole;
  counterpartUserId: string;
  itemId: string;
  shinyLevel: ShinyLevel;
  price: number;
}

export interface ShopPurchaseRecord {
  kind: 'shopPurchase';
  at: string;
  offerId: string;
  itemId: string;
  shinyLevel: ShinyLevel;
  upgradeLevel: number;
  price: number;
}

export interface CorporationCreatedRecord {
  kind: 'corporationCreated';
  at: string;
  corporationId: string;
  name: string;
  description: string;
}

export interface CorporationMembershipRecord {
  kind: 'corporationMembership';
  at: string;
  corporationId: string;
  role: CorporationRole;
  /** ROLE: the member stays, with `role` from now on (the PDG's role handed over). */
  event: 'JOIN' | 'LEAVE' | 'ROLE';
}

/** The PDG rewrote the corporation's description. */
export interface CorporationDescribedRecord {
  kind: 'corporationDescribed';
  at: string;
  corporationId: string;
  description: string;
}

export interface CorporationLogRecord {
  kind: 'corporationLog';
  at: string;
  corporationId: string;
  action: CorporationLogAction;
  amount: number | null;
  bonusType: CorporationBonusType | null;
}

export interface ChallengeProgressRecord {
  kind: 'challengeProgress';
  periodBeginDate: WorldDate;
  challengeId: string;
  delta: number;
}

export interface ChallengeCompletedRecord {
  kind: 'challengeCompleted';
  at: string;
  periodBeginDate: WorldDate;
  challengeId: string;
  score: number;
  rewardLoreDust: number;
}

export interface AchievementUnlockedRecord {
  kind: 'achievementUnlocked';
  at: string;
  achievementId: string;
  score: number;
  rewardLoreDust: number;
}

export type GameRecord =
  | ActionLogRecord
  | LootRecord
  | InvocationRecord
  | RecycleRecord
  | ForgeRecord
  | FusionRecord
  | ConstellationRecord
  | EvolutionRecord
  | TowerAttemptRecord
  | HardcoreRunStartRecord
  | HardcoreRunEndRecord
  | HardcoreResetRecord
  | SubscriptionRecord
  | TicketGrantedRecord
  | TicketScratchedRecord
  | LuckyLinkRecord
  | CalendarBoxRecord
  | BannerUnlockedRecord
  | TradeOfferRecord
  | TradeRecord
  | ShopPurchaseRecord
  | CorporationCreatedRecord
  | CorporationMembershipRecord
  | CorporationDescribedRecord
  | CorporationLogRecord
  | ChallengeProgressRecord
  | ChallengeCompletedRecord
  | AchievementUnlockedRecord;

export type RecordOf<K extends GameRecord['kind']> = Extract<GameRecord, { kind: K }>;

export function recordsOf<K extends GameRecord['kind']>(records: readonly GameRecord[], kind: K): RecordOf<K>[] {
  return records.filter((r): r is RecordOf<K> => r.kind === kind);
}
