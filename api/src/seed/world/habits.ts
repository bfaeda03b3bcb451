// How each simulated account plays. A habit is drawn once per account from the account's own stream, so adding a
// player never changes how the others play; the well-known test accounts always play every day.
import type { WorldDate } from '../../engine/world-rules';
import type { RuleSet } from '../../engine/rule-sets';
import type { Prng } from '../../engine/prng';

export const habitNames = ['regular', 'casual', 'collector', 'trader', 'climber', 'quitter', 'occasional'] as const;
export type HabitName = (typeof habitNames)[number];

export interface Habit {
  name: HabitName;
  /** Chance to play on a given day. */
  playChance: number;
  /** Days after the account's start when the player stops for good (quitters only). */
  quitAfterDays: number | null;
  /** Minutes after midnight (Paris) when the player usually plays; kept before 22:00 so a day never spills over. */
  playMinute: number;
  /** Subscribes whenever no subscription runs and the price is affordable. */
  subscribes: boolean;
  /**
   * Chance, on a day played with a subscription running, to use up the day's subscription bonuses (/bonus while the
   * weekly is closed). Set by the habit, not drawn.
   */
  subscriptionBonusChance: number;
  /** ZUMonnaie kept aside when invoking. */
  balanceReserve: number;
  /** Raises constellations, fuses, crafts and enchants; keeps what fusions need. */
  forges: boolean;
  /**
   * A forger that keeps nothing for the collection's sake: every copy no fusion needs is recycled, first copies
   * included, to pay for the crafts of its next fusion (HARDCORE, where a reset wipes the collection anyway).
   */
  meltsForFusions?: boolean;
  /** Trades every day played: offers duplicates on the market and buys other players' offers. */
  trades: boolean;
  /** Chance, on a day played, that a player who is not a trader visits the market (lists a duplicate, buys a card). */
  marketChance: number;
  /** Raises the constellations of its duplicates (forgers always do) and spends the star shards on evolutions. */
  upgrades: boolean;
  /** Buys in the échoppe now and then. */
  shops: boolean;
  /** Attacks the boss while one runs, its day's attacks on each day played. */
  fightsBoss: boolean;
  /** Vortex attempts tried each day played. */
  towerAttempts: number;
  /** ZUMonnaie given to the corporation each day played, for members. */
  dailyGift: number;
  /**
   * Occasional players come in streaks instead of drawing each day: a few days in a row, then a long break (the
   * large scale's crowd: a HARDCORE streak is one run).
   */
  streaks: { playDays: readonly [number, number]; breakDays: readonly [number, number] } | null;
  /** Invocations at most each day played, however rich the player. */
  invocationsPerDay: number;
  /** Well-known accounts kept in one state for the tests: takes the free first month only. */
  onlyFreeMonth?: boolean;
  /** As a PDG, buys a bonus level only when the treasury still pays the cheapest next one afterwards. */
  keepsTreasuryReserve?: boolean;
  /** Subscribes from that day only, so that its (free) month runs on the last day played. */
  subscribesFrom?: WorldDate;
  /**
   * Chance, on a December day played, to open the advent calendar: that day's box, and on some visits the boxes of
   * the days missed too (see calendarStep). 0: never, for an account kept without banners (a box may give one).
   */
  calendarChance: number;
  /**
   * A well-known account's fixed rhythm, in place of chance, for the tests: the box of each odd day of December (the
   * 1st, the 3rd…), never a missed one, and none from this day on (the last day played). A December world then
   * shows it boxes of past days still shut, and today's box left to open.
   */
  calendarOddDaysBefore?: WorldDate;
  /**
   * Tickets left unscratched: the player scratches its older tickets and keeps this many of the newest for later,
   * as players do who scratch through their link now and then. So the world always holds tickets to scratch.
   */
  ticketsKept: number;
  /**
   * Chance that the player enters the open giveaway, decided on its first day played while the giveaway is open. 0
   * for the well-known accounts, kept as the tests expect them (a prize would change their figures).
   */
  giveawayChance: number;
}

/** Tickets each habit keeps unscratched (chosen): the keen keep a few, those who come and go one. */
const ticketsKeptBy: Record<HabitName, number> = {
  regular: 3,
  casual: 1,
  collector: 5,
  trader: 2,
  climber: 3,
  quitter: 1,
  occasional: 1,
};

/** How keen each habit is on the advent calendar (chosen): most open it on some days played and skip others. */
const calendarChanceBy: Record<HabitName, number> = {
  regular: 0.8,
  casual: 0.6,
  collector: 0.9,
  trader: 0.6,
  climber: 0.7,
  quitter: 0.5,
  occasional: 0.3,
};

/** Chosen: a third of the players enter each giveaway; the occasional crowd, seldom there, one in twenty. */
const giveawayChance = 0.35;
const occasionalGiveawayChance = 0.05;

/** How many times more often a HARDCORE player visits the market than a NORMAL one. */
const hardcoreMarketFactor = 8;

const habitWeights: readonly (readonly [HabitName, number])[] = [
  ['regular', 30],
  ['casual', 22],
  ['collector', 15],
  ['trader', 10],
  ['climber', 13],
  ['quitter', 10],
];

export interface HabitOptions {
  /** Well-known accounts (tests, staff) play every day. */
  wellKnown: boolean;
  /** A well-known account kept away from subscriptions. */
  neverSubscribes?: boolean;
  /**
   * A corporation's founder plays every day: the members need the corporation, and a HARDCORE founder must keep a
   * run alive long enough to save its price.
   */
  founder: boolean;
  /** Plays the HARDCORE rule set: collectors there guard their run and melt their cards into fusions. */
  hardcore?: boolean;
}

/**
 * When a player usually plays, in minutes after midnight (Paris). A HARDCORE player plays in the morning, as its run
 * lives only a day without a daily; so does a well-known account, which the tests read. On the seed's last day,
 * played up to its "now" (13:00 in Paris in winter), they have played, and a daily turn right after wipes no run
 * of theirs for a day they had not finished.
 */
function drawPlayMinute(prng: Prng, morning: boolean): number {
  return morning ? prng.int(8 * 60, 10 * 60) : prng.int(8 * 60, 21 * 60);
}

export function drawHabit(prng: Prng, options: HabitOptions): Habit {
  let name = prng.weightedPick(habitWeights);
  if (options.wellKnown) name = 'regular';
  else if (options.founder && (name === 'quitter' || name === 'casual')) name = 'regular';
  const playMinute = drawPlayMinute(prng, options.wellKnown || options.hardcore === true);
  const base: Habit = {
    name,
    playChance: 1,
    quitAfterDays: null,
    playMinute,
    subscribes: prng.chance(0.5),
    subscriptionBonusChance: 0,
    balanceReserve: prng.int(0, 3) * 1_000,
    forges: false,
    trades: false,
    shops: prng.chance(0.2),
    towerAttempts: prng.chance(0.25) ? 1 : 0,
    dailyGift: prng.int(1, 10) * 100,
    streaks: null,
    invocationsPerDay: 30,
    // The well-known accounts are kept in the state the tests expect: no market, no constellation.
    // A HARDCORE season is short and starts everyone from nothing: its market lives on more frequent visits.
    marketChance: options.wellKnown ? 0 : prng.range(0.04, 0.12) * (options.hardcore ? hardcoreMarketFactor : 1),
    upgrades: !options.wellKnown && prng.chance(0.5),
    // Kept out for the same reason: a share of the boss's rewards would move their balances.
    fightsBoss: !options.wellKnown,
    ticketsKept: ticketsKeptBy[name],
    calendarChance: calendarChanceBy[name],
    giveawayChance: options.wellKnown ? 0 : giveawayChance,
  };
  switch (name) {
    case 'regular':
      // The well-known accounts keep their loots as the tests expect them: no subscription bonus.
      return options.wellKnown
        ? { ...base, subscribes: !options.neverSubscribes, towerAttempts: 2, shops: true }
        : { ...base, subscriptionBonusChance: 0.5 };
    case 'casual':
      return {
        ...base,
        playChance: prng.range(0.4, 0.6),
        subscribes: prng.chance(0.2),
        subscriptionBonusChance: 0.2,
        towerAttempts: 0,
      };
    case 'collector': {
      const collector = {
        ...base,
        forges: true,
        upgrades: true,
        subscribes: prng.chance(0.8),
        subscriptionBonusChance: 0.8,
        shops: true,
        towerAttempts: 1,
      };
      // A HARDCORE collection only grows within one run, so its collector never misses a daily, and keeps its
      // lore dust for crafting rather than for the Vortex.
      return options.hardcore
        ? { ...collector, playChance: 1, meltsForFusions: true, towerAttempts: 0 }
        : { ...collector, playChance: 0.92 };
    }
    case 'trader':
      // A HARDCORE trader guards its run as a collector does: a missed day would wipe its stall with its cards.
      return {
        ...base,
        playChance: options.hardcore ? 1 : 0.9,
        trades: true,
        shops: true,
        subscriptionBonusChance: 0.3,
        balanceReserve: 3_000 + base.balanceReserve,
      };
    case 'climber':
      return { ...base, playChance: 0.95, subscriptionBonusChance: 0.5, towerAttempts: 2 };
    case 'quitter':
      return { ...base, playChance: 0.8, quitAfterDays: prng.int(14, 70), towerAttempts: 0 };
    case 'occasional':
      return occasionalHabit(prng, options.hardcore ? 'HARDCORE' : 'NORMAL');
  }
}

/**
 * How the occasional crowd comes and goes, per rule set: a few days in a row, then a break. The row counts of the
 * large scale follow from it (about 10 million loots and 5 million inventory entries for 100,000 players; see the
 * seed's README): NORMAL about one day in seven, which sets the inventories (a NORMAL collection keeps what a year
 * gave), HARDCORE about one day in three and a half, its streaks being runs whose cards the next run wipes, so they
 * add loots and hardly any inventory. It also evens out the two rule sets' workers, which play side by side.
 */
export const occasionalStreaks: Record<RuleSet, NonNullable<Habit['streaks']>> = {
  NORMAL: { playDays: [2, 7], breakDays: [14, 41] },
  HARDCORE: { playDays: [2, 7], breakDays: [6, 17] },
};

/**
 * The crowd of the medium and large scales: plays a few days in a row now and then (`occasionalStreaks`), claims
 * its loots, invokes and recycles, nothing more. Cheap to play, so that a hundred thousand players fit in minutes.
 */
export function occasionalHabit(prng: Prng, ruleSet: RuleSet): Habit {
  return {
    name: 'occasional',
    playChance: 1,
    quitAfterDays: null,
    playMinute: drawPlayMinute(prng, ruleSet === 'HARDCORE'),
    subscribes: prng.chance(0.1),
    // Cheap to play: the crowd claims its loots and leaves the subscription bonuses.
    subscriptionBonusChance: 0,
    balanceReserve: prng.int(0, 3) * 1_000,
    forges: false,
    trades: false,
    marketChance: 0,
    upgrades: false,
    shops: false,
    fightsBoss: false,
    towerAttempts: 0,
    dailyGift: prng.int(1, 5) * 100,
    streaks: occasionalStreaks[ruleSet],
    invocationsPerDay: 3,
    ticketsKept: ticketsKeptBy.occasional,
    calendarChance: calendarChanceBy.occasional,
    giveawayChance: occasionalGiveawayChance,
  };
}
