// Scratch tickets ("lucky", Rayou). A ticket's reward is drawn when the ticket is given, and revealed when the
// player scratches it. RAYOU_OFFICIAL tickets feed a shared jackpot that one lucky ticket wins whole. All the
// reward tables are chosen: the game publishes none.
import type { Prng } from '../../engine/prng';
import { classicPackName, type Catalogue } from '../../engine/catalogue';
import {
  accept,
  actionLog,
  makeEffects,
  mergeEffects,
  refuse,
  type ActionContext,
  type ActionResult,
  type Effects,
} from '../../engine/effects';
import type { HeldLuckyLink, PlayerState } from '../../engine/player-state';
import type { LuckyLinkRecord, TicketGrantedRecord, TicketScratchedRecord } from '../../engine/records';
import { addDays, instantString, worldDateOf, type WorldDate } from '../../engine/world-rules';
import { type TicketReward, type TicketType } from '../../engine/record-types';

export const noReward: TicketReward = {
  balance: 0,
  loreDust: 0,
  loreFragment: 0,
  itemId: null,
  shinyLevel: 0,
  extraTicket: null,
  jackpot: false,
};

/** The jackpot starts at, and after a win goes back to, this many ZUMonnaie. */
export const jackpotStart = 10_000;
/** Each RAYOU_OFFICIAL ticket scratched without winning adds this much to the jackpot. */
export const jackpotContribution = 100;
/** A ticket link ('lrlien') stays valid this many days. */
export const luckyLinkValidityDays = 7;

type Draw = Partial<TicketReward> & { cardRarity?: number };

/** Chosen tables, by weight. ZERA_3000 pays ZUMonnaie up to 3000. */
export const ticketRewardTables: Record<TicketType, readonly (readonly [Draw, number])[]> = {
  ZERA_3000: [
    [{}, 35],
    [{ balance: 200 }, 30],
    [{ balance: 500 }, 20],
    [{ balance: 1_000 }, 10],
    [{ balance: 3_000 }, 5],
  ],
  LUCKY_RAYOU: [
    [{}, 20],
    [{ loreDust: 20 }, 25],
    [{ loreDust: 50 }, 15],
    [{ loreFragment: 20 }, 15],
    [{ cardRarity: 2 }, 8],
    [{ cardRarity: 3 }, 5],
    [{ cardRarity: 4 }, 2],
    [{ extraTicket: 'ZERA_3000' }, 7],
    [{ extraTicket: 'RAYOU_OFFICIAL' }, 3],
  ],
  RAYOU_OFFICIAL: [
    [{}, 50],
    [{ balance: 100 }, 49],
    [{ jackpot: true }, 1],
  ],
};

export function drawTicketReward(type: TicketType, prng: Prng, catalogue: Catalogue): TicketReward {
  const { cardRarity, ...draw } = prng.weightedPick(ticketRewardTables[type]);
  const reward: TicketReward = { ...noReward, ...draw };
  if (cardRarity !== undefined) {
    const pool = catalogue.items.filter(
      (item) => item.packName === classicPackName && item.rarity === cardRarity && item.effect === null,
    );
    if (pool.length > 0) reward.itemId = prng.pick(pool).id;
  }
  return reward;
}

export interface TicketContext extends ActionContext {
  catalogue: Catalogue;
  /**
   * A new ticket's id. Whoever holds a link scratches a ticket by its id, so live ids must not be guessable: the data
   * layer gives crypto's; the seed gives its generator's, to keep its history reproducible.
   */
  newTicketId: () => string;
}

/** The player's latest link while it can still be scratched through (within its lifetime); null otherwise. */
export function currentLuckyLink(latest: HeldLuckyLink | null, today: WorldDate): HeldLuckyLink | null {
  return latest && isLuckyLinkValid(latest.createdDate, today) ? latest : null;
}

/** Gives the player a ticket whose reward is drawn now; it joins the player's current link, if any. */
export function grantTicket(
  type: TicketType,
  source: TicketGrantedRecord['source'],
  state: PlayerState,
  ctx: TicketContext,
): Effects {
  const record: TicketGrantedRecord = {
    kind: 'ticketGranted',
    at: instantString(ctx.now),
    ticketId: ctx.newTicketId(),
    type,
    reward: drawTicketReward(type, ctx.prng, ctx.catalogue),
    source,
    linkCode: currentLuckyLink(state.luckyLink, worldDateOf(ctx.now))?.code ?? null,
  };
  return makeEffects({ records: [record] });
}

export interface ScratchContext extends TicketContext {
  /** The rule set's jackpot right now. */
  jackpot: number;
}

export function scratchTicket(
  state: PlayerState,
  input: { ticketId: string },
  ctx: ScratchContext,
): ActionResult<TicketScratchedRecord> {
  const ticket = state.tickets.find((t) => t.ticketId === input.ticketId);
  if (!ticket) return refuse('TICKET_NOT_FOUND', "Ce ticket n'existe pas ou a déjà été gratté.");
  const { reward } = ticket;
  const jackpotWon = reward.jackpot ? ctx.jackpot : 0;
  let jackpotDelta = 0;
  if (reward.jackpot) jackpotDelta = jackpotStart - ctx.jackpot;
  else if (ticket.type === 'RAYOU_OFFICIAL') jackpotDelta = jackpotContribution;
  const record: TicketScratchedRecord = {
    kind: 'ticketScratched',
    at: instantString(ctx.now),
    ticketId: ticket.ticketId,
    type: ticket.type,
    reward,
    jackpotWon,
  };
  const effects = makeEffects({
    currencies: { balance: reward.balance + jackpotWon, loreDust: reward.loreDust, loreFragment: reward.loreFragment },
    inventory: reward.itemId
      ? [{ itemId: reward.itemId, shinyLevel: reward.shinyLevel, upgradeLevel: 0, quantity: 1 }]
      : [],
    counters: [{ counter: 'luckyCount', delta: 1 }],
    records: [record, actionLog('SCRATCH', ctx, input, record)],
    shared: jackpotDelta !== 0 ? [{ kind: 'jackpot', delta: jackpotDelta }] : [],
  });
  const extra = reward.extraTicket ? grantTicket(reward.extraTicket, 'TICKET', state, ctx) : makeEffects();
  return accept(mergeEffects(effects, extra), record);
}

export function isLuckyLinkValid(createdDate: WorldDate, today: WorldDate): boolean {
  return today <= addDays(createdDate, luckyLinkValidityDays - 1);
}

export const luckyLinkExpired = refuse('LUCKY_LINK_EXPIRED', 'Ce lien de tickets a expiré.');
export const ticketAlreadyScratched = refuse('TICKET_ALREADY_SCRATCHED', 'Ce ticket a déjà été gratté.');

/** What 'lrlien' answers: the player's link and the tickets on it. */
export interface LuckyLinkOutcome {
  code: string;
  createdDate: WorldDate;
  ticketCount: number;
}

/**
 * 'lrlien': the player's current link, or, when none is valid, a new one with the code the caller drew (the data
 * layer draws it from crypto: the code alone lets anyone scratch). The new link replaces the old one and takes every
 * ticket not scratched yet, those of the old link included.
 */
export function makeLuckyLink(
  state: PlayerState,
  input: { code: string },
  ctx: ActionContext,
): ActionResult<LuckyLinkOutcome> {
  const today = worldDateOf(ctx.now);
  const ticketCount = state.tickets.length;
  const current = currentLuckyLink(state.luckyLink, today);
  if (current) return accept(makeEffects(), { ...current, ticketCount });
  const record: LuckyLinkRecord = {
    kind: 'luckyLink',
    at: instantString(ctx.now),
    code: input.code,
    createdDate: today,
  };
  // The log leaves the code out: it is the key to the tickets, and logs are read by more than their owner.
  const log = actionLog('LUCKY_LINK', ctx, {}, { createdDate: today, ticketCount });
  return accept(makeEffects({ records: [record, log] }), { code: input.code, createdDate: today, ticketCount });
}

/**
 * Scratching through a link, as whoever holds it does: only a ticket not scratched yet, sitting on the player's
 * current link. A link a newer one replaced answers as expired, like one past its lifetime.
 */
export function scratchLinkedTicket(
  state: PlayerState,
  input: { ticketId: string },
  ctx: ScratchContext,
): ActionResult<TicketScratchedRecord> {
  const ticket = state.tickets.find((t) => t.ticketId === input.ticketId);
  if (!ticket) return ticketAlreadyScratched;
  const link = currentLuckyLink(state.luckyLink, worldDateOf(ctx.now));
  if (!link || ticket.linkCode !== link.code) return luckyLinkExpired;
  return scratchTicket(state, input, ctx);
}
