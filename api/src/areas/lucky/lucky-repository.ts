// The ticket writes through the data layer: making a link ('lrlien') and scratching a ticket, each one transaction with
// the ticket's owner locked, the rule set's jackpot held while a scratch pays it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { runPlayerAction, type ActionPlayer, type ActionRule } from '../../orchestrator/action-runner';
import type { TicketScratchedRecord } from '../../engine/records';
import { addDays, type WorldDate } from '../../engine/world-rules';
import type { RuleSet } from '../../engine/rule-sets';
import { publishLiveChanges } from '../live/live-publish';
import { latestLuckyLink, loadJackpot } from './lucky-queries';
import { luckyLinks } from './lucky-schema';
import {
  luckyLinkValidityDays,
  makeLuckyLink as makeLinkRule,
  scratchLinkedTicket,
  scratchTicket as scratchRule,
  type LuckyLinkOutcome,
} from './lucky-rules';

/** 128 random bits, URL-safe: the code alone opens the tickets, so it must not be guessed. */
export const newLuckyLinkCode = () => randomBytes(16).toString('base64url');

export const scratchTicketAction =
  (ticketId: string): ActionRule<TicketScratchedRecord> =>
  async (state, ctx) =>
    scratchRule(state, { ticketId }, { ...ctx, jackpot: await loadJackpot(ctx.db, ctx.ruleSet, { lock: true }) });

/** The player's current link, made (and given every unscratched ticket) when none is valid. */
export function makeLuckyLink(db: Db, player: ActionPlayer, now: Date): Promise<LuckyLinkOutcome> {
  const code = newLuckyLinkCode();
  return runPlayerAction(db, player, now, (state, ctx) => makeLinkRule(state, { code }, ctx));
}

/** Scratches a ticket through its link, as whoever holds the link does: the owner's action, whoever asks. */
export function scratchTicketThroughLink(
  db: Db,
  owner: ActionPlayer,
  ticketId: string,
  now: Date,
): Promise<TicketScratchedRecord> {
  return runPlayerAction(db, owner, now, async (state, ctx) =>
    scratchLinkedTicket(
      state,
      { ticketId },
      { ...ctx, jackpot: await loadJackpot(ctx.db, ctx.ruleSet, { lock: true }) },
    ),
  );
}

/**
 * Development tool only (the browser tests need an expired link without playing a week of days): moves the player's
 * latest link back to the day that makes today the first one past its lifetime. Null when the player has no link.
 */
export async function expireLuckyLink(
  db: Db,
  player: { userId: string; ruleSet: RuleSet },
  today: WorldDate,
): Promise<{ code: string; createdDate: WorldDate } | null> {
  const latest = await latestLuckyLink(db, player.userId, player.ruleSet);
  if (!latest) return null;
  const createdDate = addDays(today, -luckyLinkValidityDays);
  await db.transaction(async (tx) => {
    await tx.update(luckyLinks).set({ createdDate }).where(eq(luckyLinks.code, latest.code));
    await publishLiveChanges(tx, [], [player]);
  });
  return { code: latest.code, createdDate };
}
