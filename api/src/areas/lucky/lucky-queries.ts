import { eq, and, asc, count, desc, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { jackpotStart } from './lucky-rules';
import { type TicketType } from '../../engine/record-types';
import { jackpots, luckyLinks, tickets } from './lucky-schema';

/**
 * The rule set's jackpot (its starting amount before the first row exists). `lock` holds the row until the
 * transaction ends, so two winners cannot both take the same jackpot.
 */
export async function loadJackpot(db: Db, ruleSet: RuleSet, options: { lock?: boolean } = {}): Promise<number> {
  const query = db.select({ amount: jackpots.amount }).from(jackpots).where(eq(jackpots.ruleSet, ruleSet));
  const [row] = options.lock ? await query.for('update') : await query;
  return row?.amount ?? jackpotStart;
}

export async function jackpotAmount(db: Db, ruleSet: RuleSet) {
  const [row] = await db.select().from(jackpots).where(eq(jackpots.ruleSet, ruleSet));
  return row?.amount;
}

/**
 * The player's latest link in the rule set (lucky_links_user index). Links follow one another: a new one is made
 * only once the previous one has expired, so no two share a day.
 */
export async function latestLuckyLink(db: Db, userId: string, ruleSet: RuleSet) {
  const [row] = await db
    .select({ code: luckyLinks.code, createdDate: luckyLinks.createdDate })
    .from(luckyLinks)
    .where(and(eq(luckyLinks.userId, userId), eq(luckyLinks.ruleSet, ruleSet)))
    .orderBy(desc(luckyLinks.createdDate))
    .limit(1);
  return row ?? null;
}

export async function findLuckyLink(db: Db, code: string) {
  const [row] = await db.select().from(luckyLinks).where(eq(luckyLinks.code, code));
  return row;
}

/** A ticket by its id: whose it is, and whether it has been scratched already. */
export async function findTicket(db: Db, ticketId: string) {
  const [row] = await db
    .select({
      id: tickets.id,
      userId: tickets.userId,
      ruleSet: tickets.ruleSet,
      linkCode: tickets.linkCode,
      scratchedAt: tickets.scratchedAt,
    })
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  return row;
}

/** The link's tickets not scratched yet, per type (tickets_link index). */
export async function unscratchedCounts(db: Db, code: string) {
  return db
    .select({ type: tickets.type, tickets: count() })
    .from(tickets)
    .where(and(eq(tickets.linkCode, code), isNull(tickets.scratchedAt)))
    .groupBy(tickets.type);
}

/** The link's oldest ticket of that type not scratched yet (tickets_link index). */
export async function nextUnscratchedTicket(db: Db, code: string, type: TicketType) {
  const [row] = await db
    .select({ id: tickets.id, type: tickets.type })
    .from(tickets)
    .where(and(eq(tickets.linkCode, code), eq(tickets.type, type), isNull(tickets.scratchedAt)))
    .orderBy(asc(tickets.grantedAt), asc(tickets.id))
    .limit(1);
  return row;
}

/** How many scratched tickets the history shows. */
export const scratchedHistoryLength = 10;

/** The player's last scratched tickets in the rule set, the latest first (tickets_user index). */
export async function lastScratchedTickets(db: Db, userId: string, ruleSet: RuleSet) {
  return db
    .select({
      id: tickets.id,
      type: tickets.type,
      reward: tickets.reward,
      scratchedAt: tickets.scratchedAt,
      jackpotWon: tickets.jackpotWon,
    })
    .from(tickets)
    .where(and(eq(tickets.userId, userId), eq(tickets.ruleSet, ruleSet), isNotNull(tickets.scratchedAt)))
    .orderBy(desc(tickets.scratchedAt), desc(tickets.id))
    .limit(scratchedHistoryLength);
}
