// z/place: a 500 × 500 canvas shared by all players; each pixel keeps its last colour and who painted it.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../players/players-schema';

export const placePixels = pgTable(
  'place_pixels',
  {
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
    primaryKey({ columns: [t.x, t.y] }),
    index('place_pixels_user').on(t.userId),
    check('place_pixels_bounds', sql`${t.x} between 0 and 499 and ${t.y} between 0 and 499`),
    check('place_pixels_colour', sql`${t.colour} ~ '^#[0-9a-f]{6}$'`),
  ],
);
