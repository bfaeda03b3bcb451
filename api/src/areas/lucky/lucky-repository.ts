// Scratching a ticket through the data layer, with the rule set's jackpot held for the transaction.
import type { Db } from '../../db/client';
import { runPlayerAction, type ActionPlayer, type ActionRule } from '../../orchestrator/action-runner';
import type { TicketScratchedRecord } from '../../engine/records';
import { loadJackpot } from './lucky-queries';
import { scratchTicket as scratchRule } from './lucky-rules';

export const scratchTicketAction =
  (ticketId: string): ActionRule<TicketScratchedRecord> =>
  async (state, ctx) =>
    scratchRule(state, { ticketId }, { ...ctx, jackpot: await loadJackpot(ctx.db, ctx.ruleSet, { lock: true }) });

export function scratchTicket(
  db: Db,
  player: ActionPlayer,
  ticketId: string,
  now: Date,
): Promise<TicketScratchedRecord> {
  return runPlayerAction(db, player, now, scratchTicketAction(ticketId));
}
