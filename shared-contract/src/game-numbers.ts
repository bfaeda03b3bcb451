// The game's figures that the site's help texts state (costs, durations, limits, rates), as plain values. The rules
// themselves live in the API's engine; a test of the API holds each figure here equal to the rule it stands for, so
// a help text built from these cannot drift from the game. Pages that show a player's own figures read the API's
// answers instead. Rates are fractions (0.01 is 1 %).

export const gameNumbers = {
  rarity: {
    /** Plain cards run from rarity 1 to 5. */
    lowest: 1,
    highest: 5,
    /** The STAR rarity, above every other (an answer's `rarity` 6). */
    star: 6,
  },
  loot: {
    /** What /journa and /bonus each pay. */
    balance: 1000,
    loreDust: 10,
    /** A subscriber's loot, subscription bonus included. */
    subscriberBalance: 1200,
    /** Dailies after the last /bonus before the next one opens. */
    dailiesPerWeeklyBonus: 7,
  },
  invocation: {
    /** ZUMonnaie per invocation. */
    costs: { BASIC: 1000, GOLDEN: 1500, CHROMA: 2000, STAR: 3000 },
    /** A STAR card comes out chromatic this often, when it exists so. */
    starChromaChance: 0.1,
  },
  pity: {
    /** The longest run of invocations without a card of these rarities: the last one of the run is guaranteed. */
    invocations: 50,
    rarities: [4, 5],
  },
  effects: {
    points: 500,
    dailyBalance: 500,
    recycleRate: 0.3,
    craftRate: 0.3,
    /** The chance an invocation draws an effect card: normally, under BUFF_DROPRATE, under DEBUFF_DROPRATE. */
    cardChance: 0.01,
    cardChanceUnderBonus: 0.005,
    cardChanceUnderMalus: 0.015,
  },
  tower: {
    floors: 6,
    attemptLoreDustCost: 20,
    attemptsPerDay: 2,
    /** Reputation an attempt earns with the season's clan, per floor reached (1-based). */
    reputationPerFloor: 10,
  },
  boss: {
    attacksPerDay: 3,
    /** The health an attack takes, both ends included. */
    damageMin: 100,
    damageMax: 300,
    /** Days a boss stands before it leaves unbeaten. */
    days: 7,
  },
  challenges: {
    active: 3,
  },
  calendar: {
    /** The advent calendar opens a box a day from December 1 to this day. */
    lastDay: 25,
  },
  corporation: {
    creationCost: 10_000,
    dailyGiftLimit: 1000,
    bonusLevelCosts: [16_000, 40_000, 100_000, 250_000],
    maxBonusLevel: 4,
    baseMembers: 4,
    membersPerLevel: 4,
    /** ZUMonnaie the LOOT bonus adds to each loot, per level. */
    lootBalancePerLevel: 10,
    /** What a RECYCLE_* bonus adds to recycling at levels 1 to 4: (1 + … + level) %. */
    recycleBonusRates: [0.01, 0.03, 0.06, 0.1],
  },
  subscription: {
    days: 30,
    /** Every subscription after the first, which is free. */
    loreDustCost: 2000,
    /** The subscription bonuses (a subscriber's /bonus while the weekly is not ready) a day. */
    bonusLimit: 3,
  },
  constellation: {
    /** Normal copies a card needs so that one of them is a duplicate. */
    copiesForDuplicate: 2,
    upgradeDustPerDuplicate: 1,
  },
  shop: {
    /** The daily turn puts up a fresh batch of the échoppe: days from one batch to the next. */
    restockEveryDays: 1,
  },
  players: {
    /** A player counts as active within this many days of their last command. */
    activeWithinDays: 30,
  },
} as const;
