// A player's state in one rule set, as the rules read it. The seed keeps it in memory and moves it forward with
// applyEffects; the data layer builds the same shape from its tables (each field says where it comes from), so one
// set of rules serves both.
import type { RuleSet } from './rule-sets';
import { type CorporationRole, type TicketReward, type TicketType } from './record-types';
import type { ShinyLevel } from './catalogue';
import { counterNames, type CounterName, type Currencies, type DailyCounterName } from './effects';
import type { WorldDate } from './world-rules';

/**
 * Chosen pity: the counter starts at 500 and each counted invocation takes 10 off, so the 50th invocation without a
 * rarity 4 or better is forced to one. Any rarity-4+ card puts the counter back to the start. (Clients show
 * floor(counter / 10) as the invocations left.)
 */
export const pityCounterStart = 500;

export interface InventoryEntry {
  itemId: string;
  shinyLevel: ShinyLevel;
  upgradeLevel: number;
  quantity: number;
}

export interface HeldTicket {
  ticketId: string;
  type: TicketType;
  reward: TicketReward;
  /** The link ('lrlien') the ticket sits on, null while the player has made none since it was won. */
  linkCode: string | null;
}

/** The player's latest ticket link in the rule set: the only one that can still be scratched through. */
export interface HeldLuckyLink {
  code: string;
  createdDate: WorldDate;
}

export interface PlayerState {
  userId: string;
  ruleSet: RuleSet;
  currencies: Currencies;
  /** Entries with a positive quantity, by inventoryKey. */
  inventory: Readonly<Record<string, InventoryEntry>>;
  counters: Readonly<Record<CounterName, number>>;
  /** Today's day-scoped counters (trades, subscription bonuses, corporation gifts). */
  daily: { date: WorldDate | null; counts: Readonly<Partial<Record<DailyCounterName, number>>> };
  /** Pity counter: counts down by 10 per counted invocation. */
  invokeBeforePity: number;
  /** Invocations made on each event banner (one-time events allow one). */
  eventInvocations: Readonly<Record<string, number>>;
  loot: { lastDailyDate: WorldDate | null; lastWeeklyDate: WorldDate | null; dailiesSinceWeekly: number };
  subscription: { beginDate: WorldDate; endDate: WorldDate } | null;
  corporation: { corporationId: string; role: CorporationRole; joinedAt: string } | null;
  /** The Vortex season the player last climbed in. */
  tower: { seasonId: string; attemptCount: number; maxFloorIndex: number } | null;
  /** Reputation value by reputation (clan) id. */
  reputations: Readonly<Record<string, number>>;
  /** HARDCORE rule set only: the season of the player's latest run, and the run still open if any. */
  hardcore: { seasonId: string | null; run: { seasonId: string; startDate: WorldDate } | null };
  challenges: {
    periodBeginDate: WorldDate | null;
    progress: Readonly<Record<string, number>>;
    completed: readonly string[];
  };
  /** Unlock instant by achievement id. */
  achievements: Readonly<Record<string, string>>;
  calendar: { year: number | null; opened: readonly number[] };
  /** Tickets not scratched yet. */
  tickets: readonly HeldTicket[];
  luckyLink: HeldLuckyLink | null;
  /** Échoppe offers already bought (one purchase per offer). */
  shopPurchases: readonly string[];
  /** The last command's instant (isActive). */
  lastActiveAt: string | null;
}

export function zeroCounters(): Record<CounterName, number> {
  return Object.fromEntries(counterNames.map((name) => [name, 0])) as Record<CounterName, number>;
}

export function createPlayerState(userId: string, ruleSet: RuleSet, invokeBeforePity: number): PlayerState {
  return {
    userId,
    ruleSet,
    currencies: { balance: 0, loreDust: 0, loreFragment: 0, upgradeDust: 0 },
    inventory: {},
    counters: zeroCounters(),
    daily: { date: null, counts: {} },
    invokeBeforePity,
    eventInvocations: {},
    loot: { lastDailyDate: null, lastWeeklyDate: null, dailiesSinceWeekly: 0 },
    subscription: null,
    corporation: null,
    tower: null,
    reputations: {},
    hardcore: { seasonId: null, run: null },
    challenges: { periodBeginDate: null, progress: {}, completed: [] },
    achievements: {},
    calendar: { year: null, opened: [] },
    tickets: [],
    luckyLink: null,
    shopPurchases: [],
    lastActiveAt: null,
  };
}

/** The keys made so far, by card, then by shiny and upgrade level (`keySlot`): the catalogue bounds them. */
const inventoryKeys = new Map<string, (string | undefined)[]>();
const keySlots = 16;

export function inventoryKey(itemId: string, shinyLevel: ShinyLevel, upgradeLevel: number): string {
  // The same string every time: a key built afresh would be a chain of pieces, flattened and looked up in the
  // engine's string table again by every property access it serves (the seed does this millions of times).
  if (upgradeLevel >= keySlots || upgradeLevel < 0 || !Number.isInteger(upgradeLevel)) {
    return `${itemId}:${shinyLevel}:${upgradeLevel}`;
  }
  let keys = inventoryKeys.get(itemId);
  if (!keys) inventoryKeys.set(itemId, (keys = []));
  const slot = shinyLevel * keySlots + upgradeLevel;
  return (keys[slot] ??= flatKey(`${itemId}:${shinyLevel}:${upgradeLevel}`));
}

/** A flat copy of a string built from pieces. */
function flatKey(key: string): string {
  // Using it as a property key flattens and interns it; the object itself is thrown away.
  const holder: Record<string, true> = {};
  holder[key] = true;
  return Object.keys(holder)[0] ?? key;
}

export function quantityOf(state: PlayerState, itemId: string, shinyLevel: ShinyLevel, upgradeLevel = 0): number {
  return quantityAt(state, inventoryKey(itemId, shinyLevel, upgradeLevel));
}

/** The same by the entry's key, for a caller that asks about one card again and again (keeping its key). */
export function quantityAt(state: PlayerState, key: string): number {
  return state.inventory[key]?.quantity ?? 0;
}

export function inventoryEntries(state: PlayerState): InventoryEntry[] {
  return Object.values(state.inventory);
}

/** The card's constellation (UPGRADE) entry, if the player has one. */
export function constellationEntry(state: PlayerState, itemId: string): InventoryEntry | undefined {
  return inventoryEntries(state).find((e) => e.itemId === itemId && e.upgradeLevel >= 1);
}

/** A day-scoped counter's value on `date` (zero once the day has changed). */
export function dailyCount(state: PlayerState, counter: DailyCounterName, date: WorldDate): number {
  return state.daily.date === date ? (state.daily.counts[counter] ?? 0) : 0;
}
