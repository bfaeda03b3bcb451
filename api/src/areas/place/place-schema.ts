// z/place: a 500 × 500 canvas per rule set; each pixel keeps its last colour and who painted it, each painter how
// many pixels they painted and when the last one was (their cooldown runs from it), each canvas how many pixels it
// was painted with (its version, which the canvas's ETag is made of).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { type RuleSet } from '../../engine/rule-sets';
import { users } from '../players/players-schema';

export const placePixels = pgTable(
  'place_pixels',
  {
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    x: smallint('x').notNull(),
    y: smallint('y').notNull(),
    /** `#rrggbb`. */
    colour: text('colour').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleSet, t.x, t.y] }),
    index('place_pixels_user').on(t.userId),
    // Written as PostgreSQL prints it back, so that the seed's load, which drops and recreates it, leaves it the same.
    check('place_pixels_bounds', sql`${t.x} >= 0 and ${t.x} <= 499 and ${t.y} >= 0 and ${t.y} <= 499`),
    check('place_pixels_colour', sql`${t.colour} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/**
 * One row per player who ever painted on a rule set's canvas. The pixels keep only their last painter: how many a
 * player painted over the canvas's life, and when they last did, live here.
 */
export const placePainters = pgTable(
  'place_painters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    pixelCount: integer('pixel_count').notNull(),
    lastPlacedAt: timestamp('last_placed_at', { mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ruleSet] }), check('place_painters_count', sql`${t.pixelCount} > 0`)],
);

/** One row per rule set whose canvas was ever painted. */
export const placeCanvases = pgTable(
  'place_canvases',
  {
    ruleSet: text('rule_set').$type<RuleSet>().primaryKey(),
    /** Every pixel ever painted, repaints included: it grows with each one, so it versions the canvas. */
    placementCount: integer('placement_count').notNull(),
    /** Pixels painted at least once. */
    paintedCount: integer('painted_count').notNull(),
    lastPlacedAt: timestamp('last_placed_at', { mode: 'date' }).notNull(),
  },
  (t) => [check('place_canvases_counts', sql`${t.paintedCount} between 0 and ${t.placementCount}`)],
);
