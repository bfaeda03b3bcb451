// The game's settings: which features are on (for both rule sets) and each rule set's current state.
import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { RuleSet } from '../../engine/rule-sets';

export const gameFeatures = pgTable('game_features', {
  feature: text('feature').primaryKey(),
  active: boolean('active').notNull(),
});

export const appSettings = pgTable('app_settings', {
  ruleSet: text('rule_set').$type<RuleSet>().primaryKey(),
  currentEventId: uuid('current_event_id'),
  inCalendarPeriod: boolean('in_calendar_period').notNull(),
  lastHardcoreSeasonDone: boolean('last_hardcore_season_done').notNull(),
});
