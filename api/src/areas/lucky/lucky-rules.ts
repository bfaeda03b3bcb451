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
import type { PlayerState } from '../../engine/player-state';
import type { TicketGrantedRecord, TicketScratchedRecord } from '../../engine/records';
import { addDays, instantString, type WorldDate } from '../../engine/world-rules';
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
}

/** Gives the player a ticket whose reward is drawn now. */
export function grantTicket(type: TicketType, source: TicketGrantedRecord['source'], ctx: TicketContext): Effects {
  const record: TicketGrantedRecord = {
    kind: 'ticketGranted',
    at: instantString(ctx.now),
    ticketId: ctx.prng.uuid(),
    type,
    reward: drawTicketReward(type, ctx.prng, ctx.catalogue),
    source,
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
  const extra = reward.extraTicket ? grantTicket(reward.extraTicket, 'TICKET', ctx) : makeEffects();
  return accept(mergeEffects(effects, extra), record);
}

/** A ticket link's code: 16 hexadecimal digits. */
export function luckyLinkCode(prng: Prng): string {
  return prng.hex(16);
}

export function isLuckyLinkValid(createdDate: WorldDate, today: WorldDate): boolean {
  return today <= addDays(createdDate, luckyLinkValidityDays - 1);
}
