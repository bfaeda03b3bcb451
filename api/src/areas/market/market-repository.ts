// The market through the data layer. Accepting an offer changes two players: both accounts are locked (in one
// order) and the seller's state is read in the same transaction as the buyer's. Withdrawing and accepting both lock
// the seller's account (a withdrawal is the seller's own action) and then the offer's row, so of a withdrawal and an
// acceptance of one offer only the first one holds.
import type { Db } from '../../db/client';
import { runPlayerAction, type ActionPlayer, type ActionRule } from '../../orchestrator/action-runner';
import type { ShinyLevel } from '../../engine/catalogue';
import type { TradeOfferRecord, TradeRecord } from '../../engine/records';
import { ApiError } from '../../lib/api-error';
import { copiesOnOffer, findTradeOffer } from './market-queries';
import {
  acceptTradeOffer as acceptRule,
  cancelTradeOffer as cancelRule,
  createTradeOffer as createRule,
  offerWithdrawn,
} from './market-rules';

export const offerNotFound = () => new ApiError(404, 'OFFER_NOT_FOUND', "Cette offre n'existe pas");

export interface TradeOfferInput {
  itemId: string;
  shinyLevel: ShinyLevel;
  price: number;
}

export const createTradeOfferAction =
  (input: TradeOfferInput): ActionRule<TradeOfferRecord> =>
  async (state, ctx) => {
    const offered = await copiesOnOffer(ctx.db, { ...input, ruleSet: ctx.ruleSet, sellerId: state.userId });
    return createRule(state, input, { ...ctx, copiesOnOffer: offered });
  };

export const cancelTradeOfferAction =
  (offerId: string): ActionRule<null> =>
  async (state, ctx) => {
    const offer = await findTradeOffer(ctx.db, ctx.ruleSet, offerId, { lock: true });
    if (!offer) throw offerNotFound();
    return cancelRule(state, { offer }, ctx);
  };

export const acceptTradeOfferAction =
  (offerId: string): ActionRule<TradeRecord> =>
  async (state, ctx) => {
    const offer = await findTradeOffer(ctx.db, ctx.ruleSet, offerId, { lock: true });
    if (!offer) throw offerNotFound();
    const seller = ctx.others.get(offer.sellerId);
    // Self-trade is the rule's to refuse: the actor is never among the others.
    if (offer.sellerId === state.userId) return acceptRule(state, { offer }, { ...ctx, seller: state });
    return seller ? acceptRule(state, { offer }, { ...ctx, seller }) : offerWithdrawn;
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
  if (!offer) throw offerNotFound();
  return runPlayerAction(db, player, now, acceptTradeOfferAction(offerId), [offer.sellerId]);
}
