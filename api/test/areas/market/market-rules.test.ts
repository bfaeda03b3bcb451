// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  acceptTradeOffer,
  cancelTradeOffer,
  createTradeOffer,
  dailyTradeLimit,
  type MarketContext,
  type TradeOffer,
} from '../../../src/areas/market/market-rules';
import { applyEffects } from '../../../src/engine/apply-effects';
import type { PlayerState } from '../../../src/engine/player-state';
import { accepted, catalogue, context, player, refusedWith, withCards, withCurrencies } from '../fixtures';

const ctx: MarketContext = { ...context('2026-11-02T10:00:00Z'), catalogue };
const offerCtx = { ...ctx, copiesOnOffer: 0 };
const seller = withCards({ ...player(), userId: 'seller' }, [['c2', 1]]);
const buyer = withCurrencies({ ...player(), userId: 'buyer' }, { balance: 1000 });
const offer: TradeOffer = { id: 'offer', sellerId: 'seller', itemId: 'c2', shinyLevel: 0, price: 600, status: 'OPEN' };
const busy = (state: PlayerState): PlayerState => ({
  ...state,
  daily: { date: '2026-11-02', counts: { trades: dailyTradeLimit } },
});

describe('market', () => {
  it('moves the card and the price, counting one trade for each side', () => {
    const result = accepted(acceptTradeOffer(buyer, { offer }, { ...ctx, seller }));
    const b = applyEffects(buyer, result.effects);
    assert.ok(b.ok);
    assert.equal(b.state.currencies.balance, 400);
    assert.equal(b.state.inventory['c2:0:0']?.quantity, 1);
    const sellerSide = result.related[0]!;
    assert.equal(sellerSide.userId, 'seller');
    const s = applyEffects(seller, sellerSide.effects);
    assert.ok(s.ok);
    assert.equal(s.state.currencies.balance, 600);
    assert.deepEqual(s.state.inventory, {});
    assert.deepEqual([b.state.counters.tradeCount, s.state.counters.tradeCount], [1, 1]);
    assert.deepEqual([b.state.daily.counts.trades, s.state.daily.counts.trades], [1, 1]);
  });

  it('holds the daily trade limit of 10 on both sides', () => {
    assert.equal(dailyTradeLimit, 10);
    refusedWith(acceptTradeOffer(busy(buyer), { offer }, { ...ctx, seller }), 'TRADE_LIMIT_REACHED');
    refusedWith(acceptTradeOffer(buyer, { offer }, { ...ctx, seller: busy(seller) }), 'SELLER_TRADE_LIMIT_REACHED');
    accepted(
      acceptTradeOffer(
        { ...busy(buyer), daily: { date: '2026-11-01', counts: { trades: 10 } } },
        { offer },
        { ...ctx, seller },
      ),
    );
  });

  it('refuses poor buyers, own offers, sold cards and untradable cards', () => {
    refusedWith(
      acceptTradeOffer(withCurrencies(buyer, { balance: 599 }), { offer }, { ...ctx, seller }),
      'NOT_ENOUGH_BALANCE',
    );
    refusedWith(acceptTradeOffer(seller, { offer }, { ...ctx, seller }), 'SELF_TRADE');
    refusedWith(
      createTradeOffer(withCards(seller, [['star', 1]]), { itemId: 'star', shinyLevel: 0, price: 10 }, offerCtx),
      'ITEM_NOT_TRADABLE',
    );
    refusedWith(createTradeOffer(seller, { itemId: 'c2', shinyLevel: 0, price: 0 }, offerCtx), 'INVALID_PRICE');
    refusedWith(createTradeOffer(seller, { itemId: 'c3', shinyLevel: 0, price: 10 }, offerCtx), 'NOT_ENOUGH_ITEMS');
    assert.ok(createTradeOffer(seller, { itemId: 'c2', shinyLevel: 0, price: 10 }, offerCtx).ok);
  });

  it('never puts more copies on offer than the player holds', () => {
    const twice = withCards(seller, [['c2', 2]]);
    const input = { itemId: 'c2', shinyLevel: 0 as const, price: 10 };
    assert.ok(createTradeOffer(twice, input, { ...ctx, copiesOnOffer: 1 }).ok);
    refusedWith(createTradeOffer(twice, input, { ...ctx, copiesOnOffer: 2 }), 'ALL_COPIES_ON_OFFER');
  });

  it('tells a sold offer, a withdrawn one and a card the seller no longer holds apart', () => {
    refusedWith(
      acceptTradeOffer(buyer, { offer }, { ...ctx, seller: { ...seller, inventory: {} } }),
      'SELLER_NO_LONGER_OWNS',
    );
    const sold = { ...offer, status: 'ACCEPTED' as const };
    const withdrawn = { ...offer, status: 'CANCELLED' as const };
    refusedWith(acceptTradeOffer(buyer, { offer: sold }, { ...ctx, seller }), 'OFFER_ALREADY_SOLD');
    refusedWith(acceptTradeOffer(buyer, { offer: withdrawn }, { ...ctx, seller }), 'OFFER_NOT_AVAILABLE');
    refusedWith(cancelTradeOffer(seller, { offer: sold }, ctx), 'OFFER_ALREADY_SOLD');
    refusedWith(cancelTradeOffer(seller, { offer: withdrawn }, ctx), 'OFFER_NOT_AVAILABLE');
    refusedWith(cancelTradeOffer(buyer, { offer }, ctx), 'NOT_YOUR_OFFER');
    assert.ok(cancelTradeOffer(seller, { offer }, ctx).ok);
  });
});
