// What a scratched ticket gave, in the shape the game answers: only the fields the reward holds.
import type { ScratchResult } from '@zu/shared-contract';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import type { TicketScratchedRecord } from '../../engine/records';
import { inventoryEntryRow } from '../inventory/inventory-queries';
import { toInventoryEntry } from '../inventory/inventory-view';

export async function scratchResult(
  db: Db,
  owner: { userId: string; ruleSet: RuleSet },
  record: TicketScratchedRecord,
  linkCode: string,
  publicUrl: string,
): Promise<ScratchResult> {
  const { reward } = record;
  const balance = reward.balance + record.jackpotWon;
  const card = reward.itemId
    ? await inventoryEntryRow(db, owner.userId, owner.ruleSet, reward.itemId, reward.shinyLevel)
    : undefined;
  return {
    ticketId: record.ticketId,
    ...(balance > 0 ? { balance } : {}),
    ...(reward.loreDust > 0 ? { loreDust: reward.loreDust } : {}),
    ...(reward.loreFragment > 0 ? { loreFragment: reward.loreFragment } : {}),
    // The copy won, not the copies held.
    ...(card ? { inventories: [{ ...toInventoryEntry(card, publicUrl), quantity: 1 }] } : {}),
    // An extra ticket joins the link it was won through.
    ...(reward.extraTicket ? { luckyLink: linkCode, quantity: 1 } : {}),
  };
}
