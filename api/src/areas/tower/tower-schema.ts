// The Vortex: reputations (clans) and their levels, towers with their 6 floors and drop rates, seasons per rule
// set, every attempt, each player's season summary and reputation, and the Arène tournaments.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { items, packs } from '../catalogue/catalogue-schema';
import { users } from '../players/players-schema';
import { type RuleSet } from '../../engine/rule-sets';

export const reputations = pgTable('reputations', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const reputationLevels = pgTable(
  'reputation_levels',
  {
    id: uuid('id').primaryKey(),
    reputationId: uuid('reputation_id')
      .notNull()
      .references(() => reputations.id),
    index: smallint('index').notNull(),
    name: text('name').notNull(),
    fromValue: integer('from_value').notNull(),
    toValue: integer('to_value').notNull(),
  },
  (t) => [
    unique('reputation_levels_index').on(t.reputationId, t.index),
    check('reputation_levels_range', sql`${t.toValue} >= ${t.fromValue}`),
  ],
);

export const playerReputations = pgTable(
  'player_reputations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    reputationId: uuid('reputation_id')
      .notNull()
      .references(() => reputations.id),
    value: integer('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.ruleSet, t.reputationId] }),
    // Reputation leaderboard per clan.
    index('player_reputations_ranking').on(t.ruleSet, t.reputationId, t.value),
    check('player_reputations_value', sql`${t.value} >= 0`),
  ],
);

export const towers = pgTable('towers', {
  id: uuid('id').primaryKey(),
  index: smallint('index').notNull(),
  name: text('name').notNull(),
  packId: uuid('pack_id')
    .notNull()
    .references(() => packs.id),
  reputationId: uuid('reputation_id')
    .notNull()
    .references(() => reputations.id),
});

export const towerFloors = pgTable(
  'tower_floors',
  {
    id: uuid('id').primaryKey(),
    towerId: uuid('tower_id')
      .notNull()
      .references(() => towers.id),
    /** 0–5. */
    index: smallint('index').notNull(),
    /** Chance to climb to the next floor (0 on the top floor). */
    rate: doublePrecision('rate').notNull(),
  },
  (t) => [
    unique('tower_floors_index').on(t.towerId, t.index),
    check('tower_floors_index_range', sql`${t.index} between 0 and 5`),
    check('tower_floors_rate', sql`${t.rate} between 0 and 1`),
  ],
);

/** A floor's reward odds: rarity 1–4, normal or golden, weight in percent. */
export const towerFloorDropRates = pgTable(
  'tower_floor_drop_rates',
  {
    id: uuid('id').primaryKey(),
    floorId: uuid('floor_id')
      .notNull()
      .references(() => towerFloors.id),
    rarity: smallint('rarity').notNull(),
    shinyLevel: smallint('shiny_level').notNull(),
    rate: doublePrecision('rate').notNull(),
  },
  (t) => [
    unique('tower_floor_drop_rates_once').on(t.floorId, t.rarity, t.shinyLevel),
    check('tower_floor_drop_rates_rate', sql`${t.rate} >= 0`),
  ],
);

export const towerSeasons = pgTable(
  'tower_seasons',
  {
    id: uuid('id').primaryKey(),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    index: smallint('index').notNull(),
    towerId: uuid('tower_id')
      .notNull()
      .references(() => towers.id),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    unique('tower_seasons_index').on(t.ruleSet, t.index),
    index('tower_seasons_dates').on(t.ruleSet, t.beginDate),
    check('tower_seasons_dates_order', sql`${t.endDate} >= ${t.beginDate}`),
  ],
);

export const towerAttempts = pgTable(
  'tower_attempts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => towerSeasons.id),
    at: timestamp('at', { mode: 'date' }).notNull(),
    floorIndex: smallint('floor_index').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    rarity: smallint('rarity').notNull(),
    shinyLevel: smallint('shiny_level').notNull(),
    reputationGained: integer('reputation_gained').notNull(),
    loreDustCost: integer('lore_dust_cost').notNull(),
  },
  (t) => [
    index('tower_attempts_user').on(t.userId, t.ruleSet, t.seasonId, t.at),
    index('tower_attempts_season_floor').on(t.seasonId, t.floorIndex),
    index('tower_attempts_item').on(t.itemId),
  ],
);

/** Each player's attempts and highest floor in a season (kept up to date by the data layer). */
export const playerTowerStats = pgTable(
  'player_tower_stats',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => towerSeasons.id),
    attemptCount: integer('attempt_count').notNull(),
    maxFloorIndex: smallint('max_floor_index').notNull(),
    roundCount: smallint('round_count'),
    maxRoundIndex: smallint('max_round_index'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.seasonId] }),
    // The Vortex leaderboard: highest floor first, fewest attempts next.
    index('player_tower_stats_ranking').on(t.seasonId, t.maxFloorIndex.desc(), t.attemptCount),
    check('player_tower_stats_floor', sql`${t.maxFloorIndex} between 0 and 5`),
  ],
);

/** The Arène: a knockout bracket after a Vortex season, one round a day. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey(),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    seasonId: uuid('season_id')
      .notNull()
      .unique()
      .references(() => towerSeasons.id),
    date: date('date', { mode: 'string' }).notNull(),
    roundCount: smallint('round_count').notNull(),
    /** The next round to play (roundCount once done). */
    roundIndex: smallint('round_index').notNull(),
    isDone: boolean('is_done').notNull(),
  },
  (t) => [index('tournaments_rule_set_date').on(t.ruleSet, t.date)],
);

export const tournamentRounds = pgTable(
  'tournament_rounds',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    index: smallint('index').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.index] })],
);

export const tournamentBattles = pgTable(
  'tournament_battles',
  {
    id: uuid('id').primaryKey(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    roundIndex: smallint('round_index').notNull(),
    index: smallint('index').notNull(),
    participant1UserId: uuid('participant1_user_id')
      .notNull()
      .references(() => users.id),
    participant1Bonus: doublePrecision('participant1_bonus').notNull(),
    /** Null: participant 1 goes through without a fight. */
    participant2UserId: uuid('participant2_user_id').references(() => users.id),
    participant2Bonus: doublePrecision('participant2_bonus'),
    /** True when participant 1 wins; null until played. */
    outcome: boolean('outcome'),
  },
  (t) => [
    unique('tournament_battles_place').on(t.tournamentId, t.roundIndex, t.index),
    index('tournament_battles_participant1').on(t.participant1UserId),
    index('tournament_battles_participant2').on(t.participant2UserId),
  ],
);
