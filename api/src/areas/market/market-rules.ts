// The market: a player offers a card for a price in ZUMonnaie, another player buys it. Each side of a trade counts
// one towards that player's daily trade limit. Chosen: the card stays in the seller's inventory until sold (the
// sale checks the seller still holds it), and only plain copies of tradable cards are offered. A player never has
// more copies of a card on offer than they hold, so every open offer can be sold.
import type { Catalogue, ShinyLevel } from '../../engine/catalogue';
import {
  accept,
  actionLog,
  checkCosts,
  makeEffects,
  notEnoughItems,
  refuse,
  type ActionContext,
  type ActionResult,
} from '../../engine/effects';
import { dailyCount, quantityOf, type PlayerState } from '../../engine/player-state';
import type { TradeOfferRecord, TradeRecord } from '../../engine/records';
import { instantString, worldDateOf } from '../../engine/world-rules';
import { type TradeRole } from '../../engine/record-types';

/** Trades a player may make in one day (shown as tradeCountToday / tradeLimit). */
export const dailyTradeLimit = 10;
/** Chosen: price bounds of an offer, in ZUMonnaie. */
export const tradePriceBounds = { min: 1, max: 1_000_000 } as const;

export type TradeOfferStatus = 'OPEN' | 'ACCEPTED' | 'CANCELLED';

export interface TradeOffer {
  id: string;
  sellerId: string;
  itemId: string;
  shinyLevel: ShinyLevel;
  price: number;
  status: TradeOfferStatus;
}

export interface MarketContext extends ActionContext {
  catalogue: Catalogue;
}

export const offerAlreadySold = refuse('OFFER_ALREADY_SOLD', 'Cette offre a déjà été vendue.');
export const offerWithdrawn = refuse('OFFER_NOT_AVAILABLE', 'Cette offre a été retirée par son vendeur.');
export const sellerNoLongerOwns = refuse('SELLER_NO_LONGER_OWNS', 'Le vendeur ne possède plus cette carte.');
export const notYourOffer = refuse('NOT_YOUR_OFFER', "Cette offre n'est pas la tienne.");
export const allCopiesOnOffer = refuse(
  'ALL_COPIES_ON_OFFER',
  'Tous tes exemplaires de cette carte sont déjà en vente.',
);

/** Why a closed offer can no longer be accepted or withdrawn. */
export function closedOfferRefusal(status: Exclude<TradeOfferStatus, 'OPEN'>) {
  return status === 'ACCEPTED' ? offerAlreadySold : offerWithdrawn;
}

export function tradesLeftToday(state: PlayerState, now: Date): number {
  return Math.max(0, dailyTradeLimit - dailyCount(state, 'trades', worldDateOf(now)));
}

export function createTradeOffer(
  state: PlayerState,
  input: { itemId: string; shinyLevel: ShinyLevel; price: number },
  ctx: MarketContext & { copiesOnOffer: number },
): ActionResult<TradeOfferRecord> {
  const item = ctx.catalogue.itemsById.get(input.itemId);
  if (!item) return refuse('ITEM_NOT_FOUND', "Cette carte n'existe pas.");
  if (!item.isTradable) return refuse('ITEM_NOT_TRADABLE', 'Cette carte ne peut pas être échangée.');
  const { min, max } = tradePriceBounds;
  if (!Number.isInteger(input.price) || input.price < min || input.price > max) {
    return refuse('INVALID_PRICE', `Le prix doit être compris entre ${min} et ${max} ZUMonnaie.`);
  }
  const held = quantityOf(state, item.id, input.shinyLevel);
  if (held < 1) return notEnoughItems;
  if (held <= ctx.copiesOnOffer) return allCopiesOnOffer;
  const record: TradeOfferRecord = {
    kind: 'tradeOffer',
    at: instantString(ctx.now),
    offerId: ctx.prng.uuid(),
    sellerId: state.userId,
    itemId: item.id,
    shinyLevel: input.shinyLevel,
    price: input.price,
  };
  return accept(makeEffects({ records: [record, actionLog('TRADE_OFFER', ctx, input, record)] }), record);
}

export function cancelTradeOffer(state: PlayerState, input: { offer: TradeOffer }, ctx: ActionContext): ActionResult {
  const { offer } = input;
  if (offer.sellerId !== state.userId) return notYourOffer;
  if (offer.status !== 'OPEN') return closedOfferRefusal(offer.status);
  return accept(
    makeEffects({
      records: [actionLog('TRADE_CANCEL', ctx, { offerId: offer.id }, {})],
      shared: [{ kind: 'tradeOfferClosed', offerId: offer.id, sellerId: offer.sellerId, status: 'CANCELLED' }],
    }),
    null,
  );
}

/** The buyer's effects, and the seller's as related effects: both apply in the same transaction. */
export function acceptTradeOffer(
  buyer: PlayerState,
  input: { offer: TradeOffer },
  ctx: MarketContext & { seller: PlayerState },
): ActionResult<TradeRecord> {
  const { offer } = input;
  const { seller } = ctx;
  const today = worldDateOf(ctx.now);
  if (offer.status !== 'OPEN') return closedOfferRefusal(offer.status);
  if (seller.userId !== offer.sellerId) return offerWithdrawn;
  if (offer.sellerId === buyer.userId) return refuse('SELF_TRADE', 'Tu ne peux pas acheter ta propre offre.');
  if (tradesLeftToday(buyer, ctx.now) < 1) {
    return refuse('TRADE_LIMIT_REACHED', "Tu as atteint ta limite d'échanges pour aujourd'hui.");
  }
  if (tradesLeftToday(seller, ctx.now) < 1) {
    return refuse('SELLER_TRADE_LIMIT_REACHED', "Le vendeur a atteint sa limite d'échanges pour aujourd'hui.");
  }
  if (quantityOf(seller, offer.itemId, offer.shinyLevel) < 1) return sellerNoLongerOwns;
  const refusal = checkCosts(buyer.currencies, { balance: offer.price });
  if (refusal) return refusal;

  const at = instantString(ctx.now);
  const side = (role: TradeRole, counterpartUserId: string): TradeRecord => ({
    kind: 'trade',
    at,
    offerId: offer.id,
    role,
    counterpartUserId,
    itemId: offer.itemId,
    shinyLevel: offer.shinyLevel,
    price: offer.price,
  });
  const bought = side('BUYER', seller.userId);
  const sold = side('SELLER', buyer.userId);
  const card = { itemId: offer.itemId, shinyLevel: offer.shinyLevel, upgradeLevel: 0 };
  const counted = {
    counters: [{ counter: 'tradeCount' as const, delta: 1 }],
    dailyCounters: [{ counter: 'trades' as const, date: today, delta: 1 }],
  };
  const buyerEffects = makeEffects({
    currencies: { balance: -offer.price },
    inventory: [{ ...card, quantity: 1 }],
    ...counted,
    records: [bought, actionLog('TRADE', ctx, { offerId: offer.id }, bought)],
    shared: [{ kind: 'tradeOfferClosed', offerId: offer.id, sellerId: offer.sellerId, status: 'ACCEPTED' }],
  });
  const sellerEffects = makeEffects({
    currencies: { balance: offer.price },
    inventory: [{ ...card, quantity: -1 }],
    ...counted,
    records: [sold],
  });
  return accept(buyerEffects, bought, [{ userId: seller.userId, effects: sellerEffects }]);
}
