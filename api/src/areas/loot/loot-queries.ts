import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import type { RuleSet } from '../../db/rule-sets';
import { loots } from './loot-schema';

/**
 * A player's loots from one day to another, both included (a range of the loots_once_a_day index). Prepared: a
 * loot map made from nothing runs it alone after the player's lookup.
 */
const lootQuery = preparedQuery((db) =>
  db
    .select()
    .from(loots)
    .where(
      and(
        eq(loots.userId, sql.placeholder('userId')),
        eq(loots.ruleSet, sql.placeholder('ruleSet')),
        between(loots.date, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .orderBy(asc(loots.date), asc(loots.at))
    .prepare('player_loots'),
);

export async function lootRows(db: Db, userId: string, ruleSet: RuleSet, from: string, to: string) {
  return lootQuery(db).execute({ userId, ruleSet, from, to });
}
