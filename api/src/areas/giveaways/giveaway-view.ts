// The giveaways' answers: the prize with its cards and banner as every route shows them, the dates as instants
// (the begin date's and the end date's daily turns), and, once drawn, the winners, the seed and the entry order.
import type { Banner, Giveaway, GiveawayPlayer, GiveawayPrize, Item, PlayerUser } from '@zu/shared-contract';
import { toParisDateTime } from '../../lib/dates';
import { dailyTurnInstant, type WorldDate } from '../../engine/world-rules';
import type { GiveawayRow } from './giveaway-queries';
import { isGiveawayOpen, type GiveawayPrizeRow } from './giveaway-rules';

export interface GiveawayParts {
  today: WorldDate;
  items: ReadonlyMap<string, Item>;
  banners: ReadonlyMap<string, Banner>;
  winners: readonly PlayerUser[];
  /** Given for a drawn giveaway's own answer; the list leaves it out. */
  entrantIds?: readonly string[];
}

export function toGiveawayPrize(
  prize: GiveawayPrizeRow,
  parts: Pick<GiveawayParts, 'items' | 'banners'>,
): GiveawayPrize {
  const cards = (prize.cards ?? []).flatMap(({ itemId, shinyLevel, quantity }) => {
    const item = parts.items.get(itemId);
    return item ? [{ item, shinyLevel, quantity }] : [];
  });
  const banner = prize.bannerId ? parts.banners.get(prize.bannerId) : undefined;
  return {
    kind: prize.kind,
    label: prize.label,
    ...(prize.cards ? { cards } : {}),
    ...(prize.currencies ? { currencies: prize.currencies } : {}),
    ...(banner ? { banner } : {}),
  };
}

export function toGiveaway(row: GiveawayRow, parts: GiveawayParts): Giveaway {
  const isDrawn = row.drawnAt !== null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    prize: toGiveawayPrize(row.prize, parts),
    beginDate: toParisDateTime(dailyTurnInstant(row.beginDate)),
    endDate: toParisDateTime(dailyTurnInstant(row.endDate)),
    isOpen: isGiveawayOpen(row, parts.today),
    entryCount: row.entryCount,
    winnerCount: row.winnerCount,
    isDrawn,
    winners: [...parts.winners],
    ...(isDrawn && row.drawSeed ? { drawSeed: row.drawSeed } : {}),
    ...(isDrawn && parts.entrantIds ? { entrantIds: [...parts.entrantIds] } : {}),
  };
}

export function toGiveawayPlayer(entry: { enteredAt: Date; won: boolean } | undefined): GiveawayPlayer {
  if (!entry) return { hasEntered: false, hasWon: false };
  return { hasEntered: true, enteredDate: toParisDateTime(entry.enteredAt), hasWon: entry.won };
}
