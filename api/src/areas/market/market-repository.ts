// The market through the data layer. Accepting an offer changes two players: both accounts are locked (in one
// order) and the seller's state is read in the same transaction as the buyer's.
import type { Db } from '../../db/client';
import { runPlayerAction, type ActionPlayer, type ActionRule } from '../../orchestrator/action-runner';
import type { ShinyLevel } from '../../engine/catalogue';
import { refuse } from '../../engine/effects';
import type { TradeOfferRecord, TradeRecord } from '../../engine/records';
import { findTradeOffer } from './market-queries';
import {
  acceptTradeOffer as acceptRule,
  cancelTradeOffer as cancelRule,
  createTradeOffer as createRule,
} from './market-rules';

const offerNotAvailable = refuse('OFFER_NOT_AVAILABLE', "Cette offre n'est plus disponible.");

export interface TradeOfferInput {
  itemId: string;
  shinyLevel: ShinyLevel;
  price: number;
}

export const createTradeOfferAction =
  (input: TradeOfferInput): ActionRule<TradeOfferRecord> =>
  (state, ctx) =>
    createRule(state, input, ctx);

export const cancelTradeOfferAction =
  (offerId: string): ActionRule<null> =>
  async (state, ctx) => {
    const offer = await findTradeOffer(ctx.db, ctx.ruleSet, offerId, { lock: true });
    return offer ? cancelRule(state, { offer }, ctx) : offerNotAvailable;
  };

export const acceptTradeOfferAction =
  (offerId: string): ActionRule<TradeRecord> =>
  async (state, ctx) => {
    const offer = await findTradeOffer(ctx.db, ctx.ruleSet, offerId, { lock: true });
    const seller = offer ? ctx.others.get(offer.sellerId) : undefined;
    if (!offer || !seller) return offerNotAvailable;
    return acceptRule(state, { offer }, { ...ctx, seller });
  };

export function createTradeOffer(
  db: Db,
  player: ActionPlayer,
  input: TradeOfferInput,
  now: Date,
): Promise<TradeOfferRecord> {
  return runPlayerAction(db, player, now, createTradeOfferAction(input));
}

export function cancelTradeOffer(db: Db, player: ActionPlayer, offerId: string, now: Date): Promise<null> {
  return runPlayerAction(db, player, now, cancelTradeOfferAction(offerId));
}

export async function acceptTradeOffer(db: Db, player: ActionPlayer, offerId: string, now: Date): Promise<TradeRecord> {
  // The seller is known before the transaction so both accounts are locked together; the rule checks again that
  // the offer, read under lock, is still that seller's.
  const offer = await findTradeOffer(db, player.ruleSet, offerId);
  return runPlayerAction(db, player, now, acceptTradeOfferAction(offerId), offer ? [offer.sellerId] : []);
}
