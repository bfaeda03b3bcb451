import type { GameEvent } from '@zu/shared-contract';
import { imageUrl, itemImageUrl } from '../../images/image-urls';
import { parisDayEnd, parisDayStart } from '../../lib/dates';
import { toItem } from '../catalogue/item-view';
import { toPack } from '../catalogue/pack-view';
import type { currentEventRows, eventItemRows } from './invocations-queries';

type EventRow = Awaited<ReturnType<typeof currentEventRows>>[number];
type EventCardRow = Awaited<ReturnType<typeof eventItemRows>>[number];

/** An invocation event with its cards (`cards` may hold other events' cards: only its own are shown). */
export function toGameEvent({ event, pack }: EventRow, cards: readonly EventCardRow[], publicUrl: string): GameEvent {
  const own = cards.filter((card) => card.eventId === event.id);
  // No picture of its own: an event shows its rarest card, or the card back when it has none.
  const headline = own[0];
  return {
    id: event.id,
    name: event.name,
    imageUrl: headline ? itemImageUrl(publicUrl, headline.item.id, 0) : imageUrl(publicUrl, 'back', '0'),
    beginDate: parisDayStart(event.beginDate),
    endDate: parisDayEnd(event.endDate),
    balanceCost: event.balanceCost,
    loreDustCost: event.loreDustCost,
    invokeCount: event.invokeCount,
    isActive: event.isActive,
    isOneTime: event.isOneTime,
    isPityEnabled: event.isPityEnabled,
    pack: toPack(pack),
    items: own.map((card) => toItem(card, publicUrl)),
  };
}
