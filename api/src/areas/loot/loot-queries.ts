import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import { loots } from './loot-schema';

/** A player's loots from one day to another, both included (a range of the loots_once_a_day index). */
export async function lootRows(db: Db, userId: string, ruleSet: RuleSet, from: string, to: string) {
  return db
    .select()
    .from(loots)
    .where(and(eq(loots.userId, userId), eq(loots.ruleSet, ruleSet), between(loots.date, from, to)))
    .orderBy(asc(loots.date), asc(loots.at));
}
