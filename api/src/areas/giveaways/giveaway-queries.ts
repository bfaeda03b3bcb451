// The giveaways' reads: the rule set's giveaways, one of them, its entrants in the published order, its winners and
// one player's entry.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { giveawayEntries, giveaways } from './giveaway-schema';

export type GiveawayRow = typeof giveaways.$inferSelect;

/** Latest first: the open one, then the past ones. */
export function listGiveaways(db: Db, ruleSet: RuleSet): Promise<GiveawayRow[]> {
  return db.select().from(giveaways).where(eq(giveaways.ruleSet, ruleSet)).orderBy(desc(giveaways.sequence));
}

export async function findGiveaway(db: Db, ruleSet: RuleSet, id: string): Promise<GiveawayRow | undefined> {
  const [row] = await db
    .select()
    .from(giveaways)
    .where(and(eq(giveaways.id, id), eq(giveaways.ruleSet, ruleSet)));
  return row;
}

/** The entrants' user ids in entry order (entry instant, then user id): the order the draw samples from. */
export async function entrantIdsOf(db: Db, giveawayId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: giveawayEntries.userId })
    .from(giveawayEntries)
    .where(eq(giveawayEntries.giveawayId, giveawayId))
    .orderBy(asc(giveawayEntries.enteredAt), asc(giveawayEntries.userId));
  return rows.map((row) => row.userId);
}

/** The winners of these giveaways, by giveaway id, in user id order. */
export async function winnerIdsOf(db: Db, giveawayIds: readonly string[]): Promise<Map<string, string[]>> {
  const winners = new Map<string, string[]>();
  if (giveawayIds.length === 0) return winners;
  const rows = await db
    .select({ giveawayId: giveawayEntries.giveawayId, userId: giveawayEntries.userId })
    .from(giveawayEntries)
    .where(and(inArray(giveawayEntries.giveawayId, [...giveawayIds]), eq(giveawayEntries.won, true)))
    .orderBy(asc(giveawayEntries.userId));
  for (const { giveawayId, userId } of rows) winners.set(giveawayId, [...(winners.get(giveawayId) ?? []), userId]);
  return winners;
}

export async function findEntry(db: Db, giveawayId: string, userId: string) {
  const [row] = await db
    .select()
    .from(giveawayEntries)
    .where(and(eq(giveawayEntries.giveawayId, giveawayId), eq(giveawayEntries.userId, userId)));
  return row;
}
