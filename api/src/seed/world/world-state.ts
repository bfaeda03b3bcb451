// The simulation's working state: each account with its habit and streams, each rule set's shared rows and
// market, and the day being played.
import type { BossHits, BossRow } from '../../areas/boss/boss-rules';
import type { giveaways } from '../../areas/giveaways/giveaway-schema';
import type { ActiveChallenge } from '../../areas/challenges/challenges-rules';
import type { CalendarBox } from '../../areas/calendar/calendar-rules';
import type { CorporationRole } from '../../engine/record-types';
import type { InvocationEvent } from '../../areas/invocations/invocations-rules';
import type { TowerClimbs } from './arena';
import type { TradeOffer } from '../../areas/market/market-rules';
import type { ShopOffer } from '../../areas/shop/shop-rules';
import type { TowerSeason } from '../../areas/tower/tower-rules';
import type { Effects } from '../../engine/effects';
import type { PlayerState } from '../../engine/player-state';
import type { GameRecord } from '../../engine/records';
import type { SharedState } from '../../engine/shared-state';
import type { MarketStall } from './market-stall';
import type { WorldDate } from '../../engine/world-rules';
import type { RuleSet } from '../../engine/rule-sets';
import type { Prng } from '../../engine/prng';
import type { CatalogueContext } from './catalogue-context';
import type { Habit } from './habits';
import type { InventoryMetrics } from './inventory-metrics';
import type { RuleSetTimeline, WorldTimeline } from './world-timeline';
import type { GiveawayEntryRow } from './world-rows';
import type { WorldInput, WorldStats } from './world-types';

export interface PlannedMembership {
  corporationId: string;
  role: CorporationRole;
  /** The first day the account tries to create (founder) or join (member) the corporation. */
  fromDate: WorldDate;
}

export interface Account {
  /** Its place in its world's accounts: the order every day visits them in. */
  index: number;
  userId: string;
  ruleSet: RuleSet;
  habit: Habit;
  startDate: WorldDate;
  /** The last day a quitter plays; null for the others. */
  lastPlayDate: WorldDate | null;
  /** Occasional players: whether the current streak is one of play, and its days left. */
  streak: { playing: boolean; left: number };
  state: PlayerState;
  records: GameRecord[];
  /** The habit's choices (play today? what to buy?) and the engine's chance draw from separate streams. */
  decisions: Prng;
  engine: Prng;
  membership: PlannedMembership | null;
  /** Inventory entries that grew since the last clean-up, so the clean-up never scans the whole inventory. */
  touched: Set<string>;
  /** The last day whose turn the account has had (its midnight wipe, if any, applied). */
  visitedDate: WorldDate | null;
  metrics: InventoryMetrics;
  /** The lowest target of the achievements still locked, by what moves their metric (filled as needed). */
  achievementTargets: Map<string, number>;
  /** Tests only: every effects applied to the account, in order. */
  effects: Effects[] | null;
}

export interface CorporationPlan {
  id: string;
  name: string;
  description: string;
  founder: Account | null;
  members: Account[];
  createdAt: string | null;
}

export interface MarketOffer {
  offer: TradeOffer;
  seller: Account;
  createdDate: WorldDate;
  /** When it was put up, in milliseconds: a player acting earlier that day has not seen it yet. */
  createdTime: number;
  /** The card's inventory key, to tell at once whether a player holds it. */
  cardKey: string;
  /** Dearer than the échoppe would ask: nobody buys it. */
  aboveFairPrice: boolean;
}

export interface RuleSetWorld {
  ruleSet: RuleSet;
  timeline: RuleSetTimeline;
  shared: SharedState;
  /** Final stock of the échoppe offers of past days (the live shared state keeps today's only). */
  pastStock: Map<string, number>;
  accounts: Account[];
  accountsByUser: Map<string, Account>;
  corporations: Map<string, CorporationPlan>;
  market: MarketStall<MarketOffer>;
  /** When each closed offer closed, by offer id. */
  offersClosedAt: Map<string, string>;
  /** The past boss, while and after it is played; null when the world does not reach back to it. */
  boss: SeededBoss | null;
  giveaways: GiveawayWorld;
}

export interface Day {
  date: WorldDate;
  /** Midnight, Paris time: the daily turn. */
  turn: Date;
  challenges: readonly ActiveChallenge[];
  event: InvocationEvent | null;
  towerSeason: TowerSeason | null;
  offers: readonly ShopOffer[];
  boxes: readonly CalendarBox[];
}

export interface Simulation {
  /** The seed's last instant (ms): no action is played at or after it, on its last day or any other. */
  endsAt: number;
  context: CatalogueContext;
  timeline: WorldTimeline;
  stats: WorldStats;
  /** Invocations made on each event banner (its invokeCount). */
  eventInvocations: Record<string, number>;
  /** Play through applyEffects and check every achievement after every action (tests compare both ways). */
  exact: boolean;
  onRecords: WorldInput['onRecords'];
  recordBatchSize: number;
  /** With onRecords: the accounts holding records not handed over yet, so a flush visits only them. */
  recordsWaiting: Account[];
  /** Each Vortex season's climbers, for its Arène. */
  towerClimbs: TowerClimbs;
}

interface SeededHits extends BossHits {
  attackCount: number;
  lastAttackAt: Date;
  rewardBalance: number | null;
  rewardLoreDust: number | null;
}

/** The seed's past boss (`boss-step.ts`), as it is played. */
export interface SeededBoss {
  row: BossRow;
  /** By attacker, in the order they first hit it. */
  hits: Map<string, SeededHits>;
  /** The attacks' chance: one stream for the boss, so a player's own draws stay as they were without it. */
  prng: Prng;
}

/** A giveaway as the world plays it: every column set, so the draw can write its own. */
export type PlayedGiveaway = typeof giveaways.$inferSelect;

export interface GiveawayWorld {
  seed: string;
  ids: Prng;
  bannersByName: ReadonlyMap<string, { id: string; title: string }>;
  /** The latest giveaway opened, drawn or not. */
  current: PlayedGiveaway | null;
  /** The current giveaway's entries by user id, and the accounts that decided whether to enter it. */
  entered: Map<string, GiveawayEntryRow>;
  decided: Set<string>;
  rows: PlayedGiveaway[];
  entries: GiveawayEntryRow[];
}
