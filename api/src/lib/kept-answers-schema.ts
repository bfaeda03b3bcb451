// Answers kept made in the database, beside the rows they are made of: see kept-answers.ts.
import { customType, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { RuleSet } from '../engine/rule-sets';

/** Raw bytes; node-postgres hands back a Buffer and PGlite a Uint8Array. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The last answer made for a subject (a player's id) and a route (its name and normalised query), in one rule set,
 * with the versions of the rows it was made from: taken as it is while those versions stand, made again and
 * replaced when they moved. One row per subject and route: the table never holds more than one answer of each.
 */
export const keptAnswers = pgTable(
  'kept_answers',
  {
    ruleSet: text('rule_set').$type<RuleSet>().notNull(),
    subject: text('subject').notNull(),
    route: text('route').notNull(),
    versions: text('versions').notNull(),
    etag: text('etag').notNull(),
    /** The answer's JSON, gzipped (what nearly every client takes as it is). */
    gzip: bytes('gzip').notNull(),
    keptAt: timestamp('kept_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ruleSet, t.subject, t.route] })],
);
