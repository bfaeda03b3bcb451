// Invocation events in the daily turn: the next event opens on its day, and the settings name the one running.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { appSettings } from '../app/app-schema';
import type { Catalogue } from '../../engine/catalogue';
import type { WorldDate } from '../../engine/world-rules';
import { loadRunningEvent } from './invocations-queries';
import { eventCardsByPack, nextEventDay, planEvent } from './invocations-rules';
import { eventItems, events } from './invocations-schema';

/** Opens the rule set's next event if today is its day; returns its id, or null. */
export async function openNextEvent(
  db: Db,
  catalogue: Catalogue,
  ruleSet: RuleSet,
  today: WorldDate,
): Promise<string | null> {
  const [latest] = await db
    .select({ beginDate: events.beginDate })
    .from(events)
    .where(eq(events.ruleSet, ruleSet))
    .orderBy(desc(events.beginDate))
    .limit(1);
  // A world without an event calendar (no event ever) gets none from the turn; one a day at most.
  if (!latest || latest.beginDate >= today || nextEventDay(today) !== today) return null;
  const lastShown = await db
    .select({ packId: events.packId, last: max(events.beginDate) })
    .from(events)
    .where(eq(events.ruleSet, ruleSet))
    .groupBy(events.packId);
  const planned = planEvent(
    ruleSet,
    today,
    eventCardsByPack(catalogue.items),
    new Map(lastShown.map((row) => [row.packId, row.last ?? ''])),
  );
  if (!planned) return null;
  const { itemIds, ...event } = planned;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(events).values({ id, ruleSet, ...event, isActive: true, invokeCount: 0 });
    await tx.insert(eventItems).values(itemIds.map((itemId) => ({ eventId: id, itemId })));
  });
  return id;
}

/** The settings' current event follows the calendar: the event running today, or none. True when it changed. */
export async function settleCurrentEvent(db: Db, ruleSet: RuleSet, today: WorldDate): Promise<boolean> {
  const running = await loadRunningEvent(db, ruleSet, today);
  const currentEventId = running?.id ?? null;
  const changed = await db
    .update(appSettings)
    .set({ currentEventId })
    .where(and(eq(appSettings.ruleSet, ruleSet), sql`${appSettings.currentEventId} is distinct from ${currentEventId}`))
    .returning({ ruleSet: appSettings.ruleSet });
  return changed.length > 0;
}
