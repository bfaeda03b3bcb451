import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import type { WorldDate } from '../world/world-rules';
import type { InvocationEvent } from './invocations-rules';
import { eventItems, events } from './invocations-schema';

/** The rule set's active event running on `date` (the latest begun if several overlap), with its cards. */
export async function loadRunningEvent(db: Db, ruleSet: RuleSet, date: WorldDate): Promise<InvocationEvent | null> {
  const [event] = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.ruleSet, ruleSet),
        eq(events.isActive, true),
        lte(events.beginDate, date),
        gte(events.endDate, date),
      ),
    )
    .orderBy(desc(events.beginDate), asc(events.id))
    .limit(1);
  if (!event) return null;
  const items = await db
    .select({ itemId: eventItems.itemId })
    .from(eventItems)
    .where(eq(eventItems.eventId, event.id))
    .orderBy(asc(eventItems.itemId));
  return {
    id: event.id,
    beginDate: event.beginDate,
    endDate: event.endDate,
    isActive: event.isActive,
    balanceCost: event.balanceCost,
    loreDustCost: event.loreDustCost,
    isOneTime: event.isOneTime,
    isPityEnabled: event.isPityEnabled,
    itemIds: items.map((item) => item.itemId),
  };
}
