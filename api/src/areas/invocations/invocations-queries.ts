import { and, asc, desc, eq, gte, lte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import type { WorldDate } from '../../engine/world-rules';
import type { InvocationEvent } from './invocations-rules';
import { eventItems, events } from './invocations-schema';
import { items, packs } from '../catalogue/catalogue-schema';
import { itemSelection } from '../catalogue/item-selection';

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

/** The rule set's events running on `today` (events_rule_set_dates index), by start then name, with their packs. */
export async function currentEventRows(db: Db, ruleSet: RuleSet, today: string) {
  return db
    .select({ event: events, pack: packs })
    .from(events)
    .innerJoin(packs, eq(packs.id, events.packId))
    .where(and(eq(events.ruleSet, ruleSet), lte(events.beginDate, today), gte(events.endDate, today)))
    .orderBy(asc(events.beginDate), asc(events.name), asc(events.id));
}

/** The cards of these events (primary key of event_items), rarest first then by number. */
export async function eventItemRows(db: Db, eventIds: readonly string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({ ...itemSelection, eventId: eventItems.eventId })
    .from(eventItems)
    .innerJoin(items, eq(items.id, eventItems.itemId))
    .innerJoin(packs, eq(packs.id, items.packId))
    .where(inArray(eventItems.eventId, [...eventIds]))
    .orderBy(desc(items.rarity), asc(items.identifier));
}
