// Which world the database holds: one row written by the seed loader, in the same transaction as the rows, so that
// a database filled by an older generator can be told apart from an up-to-date one (see version.ts).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const seedInfo = pgTable(
  'seed_info',
  {
    /** Always 1: the table holds a single row. */
    id: smallint('id').primaryKey().default(1),
    /** `SEED_VERSION` of the generator that wrote the rows. */
    version: integer('version').notNull(),
    scale: text('scale').$type<'small' | 'medium' | 'large'>().notNull(),
    /** The world's "now" (`REFERENCE_DATE`): every generated date is placed relative to it. */
    seedDate: timestamp('seed_date', { mode: 'date' }).notNull(),
    /** When the load ran, in UTC like every timestamp here (the database's clock: the generator never reads one). */
    seededAt: timestamp('seeded_at', { mode: 'date' })
      .notNull()
      .default(sql`(now() at time zone 'utc')`),
  },
  (t) => [check('seed_info_single_row', sql`${t.id} = 1`)],
);
