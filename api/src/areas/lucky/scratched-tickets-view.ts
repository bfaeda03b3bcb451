// The player's last scratched tickets in the game's shape: each with what it gave, and only that.
import type { ScratchedTicket } from '@zu/shared-contract';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { toParisDateTime } from '../../lib/dates';
import { itemsByIds } from '../catalogue/catalogue-queries';
import { toItem } from '../catalogue/item-view';
import { lastScratchedTickets } from './lucky-queries';

export async function scratchedTickets(
  db: Db,
  player: { userId: string; ruleSet: RuleSet },
  publicUrl: string,
): Promise<ScratchedTicket[]> {
  const rows = await lastScratchedTickets(db, player.userId, player.ruleSet);
  const itemIds = rows.flatMap((row) => (row.reward.itemId ? [row.reward.itemId] : []));
  const items = new Map((await itemsByIds(db, itemIds)).map((row) => [row.item.id, row]));
  return rows.map(({ id, type, reward, scratchedAt, jackpotWon }) => {
    const balance = reward.balance + jackpotWon;
    const item = reward.itemId ? items.get(reward.itemId) : undefined;
    return {
      id,
      type,
      // Only scratched tickets are read.
      scratchedAt: toParisDateTime(scratchedAt ?? new Date(0)),
      ...(balance > 0 ? { balance } : {}),
      ...(reward.loreDust > 0 ? { loreDust: reward.loreDust } : {}),
      ...(reward.loreFragment > 0 ? { loreFragment: reward.loreFragment } : {}),
      ...(item ? { item: toItem(item, publicUrl), shinyLevel: reward.shinyLevel } : {}),
      ...(reward.extraTicket ? { extraTicket: reward.extraTicket } : {}),
    };
  });
}
