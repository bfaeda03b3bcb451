// Reads of the live outbox, and its pruning. Ids are numbers: a bigint sequence stays far below 2^53.
import { and, asc, eq, gt, inArray, lt, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { liveOutbox } from './live-schema';

export type LiveRow = Pick<typeof liveOutbox.$inferSelect, 'id' | 'topic' | 'ruleSet' | 'at' | 'data'>;

const rowColumns = {
  id: liveOutbox.id,
  topic: liveOutbox.topic,
  ruleSet: liveOutbox.ruleSet,
  at: liveOutbox.at,
  data: liveOutbox.data,
};

/** The newest event's id; 0 when there is none. */
export async function latestLiveEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(liveOutbox.id) }).from(liveOutbox);
  return Number(row?.id ?? 0);
}

/** The events after `afterId`, oldest first, at most `limit` of them. */
export async function liveRowsAfter(db: Db, afterId: number, limit: number): Promise<LiveRow[]> {
  return db
    .select(rowColumns)
    .from(liveOutbox)
    .where(gt(liveOutbox.id, afterId))
    .orderBy(asc(liveOutbox.id))
    .limit(limit);
}

/**
 * Whether the outbox still holds every event after `afterId`, and the newest id. Pruning always keeps the newest
 * event older than the window, so an id still in the outbox proves that nothing after it was pruned; an id below
 * the oldest kept, or above the newest (another database's), proves nothing. 0 (read before any event) is good
 * while the outbox is still empty.
 */
export async function liveOutboxHoldsAfter(db: Db, afterId: number): Promise<{ holds: boolean; latestId: number }> {
  const [bounds] = await db.select({ oldest: min(liveOutbox.id), latest: max(liveOutbox.id) }).from(liveOutbox);
  const oldest = bounds?.oldest == null ? afterId : Number(bounds.oldest);
  const latestId = Number(bounds?.latest ?? 0);
  return { holds: afterId >= oldest && afterId <= latestId, latestId };
}

export type LiveReplay = { reset: true; latestId: number } | { reset: false; rows: LiveRow[] };

/** What a client that saw every event up to `afterId` missed on `topics`, or a reset when some may be gone. */
export async function liveReplay(
  db: Db,
  { afterId, ruleSet, topics }: { afterId: number; ruleSet: RuleSet; topics: readonly string[] },
): Promise<LiveReplay> {
  const { holds, latestId } = await liveOutboxHoldsAfter(db, afterId);
  if (!holds) return { reset: true, latestId };
  const rows = await db
    .select(rowColumns)
    .from(liveOutbox)
    .where(and(gt(liveOutbox.id, afterId), eq(liveOutbox.ruleSet, ruleSet), inArray(liveOutbox.topic, [...topics])))
    .orderBy(asc(liveOutbox.id));
  return { reset: false, rows };
}

/** Deletes the events older than the window except the newest of them (see liveOutboxHoldsAfter). */
export async function pruneLiveOutbox(db: Db, windowMs: number): Promise<void> {
  const cutoff = sql`clock_timestamp() - make_interval(secs => ${windowMs / 1000})`;
  await db
    .delete(liveOutbox)
    .where(lt(liveOutbox.id, sql`(select max(id) from ${liveOutbox} where ${liveOutbox.at} < ${cutoff})`));
}
