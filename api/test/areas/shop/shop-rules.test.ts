// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buyShopOffer, restockShop, shopPrice, type ShopContext } from '../../../src/areas/shop/shop-rules';
import { applySharedEffects } from '../../../src/engine/shared-state';
import { catalogue, context, play, player, refusedWith, withCurrencies } from '../fixtures';

describe('échoppe', () => {
  it('restocks a daily batch of tradable rarity 2–5 cards at fixed prices', () => {
    const offers = restockShop(catalogue, context('2026-11-02T00:00:00Z').prng, '2026-11-02');
    assert.ok(offers.length > 0 && offers.length <= 8);
    for (const offer of offers) {
      const item = catalogue.itemsById.get(offer.itemId)!;
      assert.ok(item.rarity >= 2 && item.rarity <= 5 && item.isTradable);
      assert.equal(offer.price, shopPrice(item.rarity, offer.shinyLevel));
      assert.ok(offer.initialStock >= 5 && offer.initialStock <= 50);
      assert.equal(offer.beginDate, '2026-11-02');
    }
    assert.deepEqual([shopPrice(2, 0), shopPrice(2, 1), shopPrice(5, 0)], [900, 2_700, 18_000]);
  });

  it('sells each offer once per player while the stock lasts', () => {
    const offer = {
      id: 'o1',
      itemId: 'c3',
      shinyLevel: 0 as const,
      upgradeLevel: 0,
      price: 900,
      initialStock: 5,
      beginDate: '2026-11-02',
      currentStock: 1,
    };
    const ctx: ShopContext = { ...context('2026-11-02T10:00:00Z'), offers: [offer] };
    const rich = withCurrencies(player(), { balance: 1000 });
    const { state, effects } = play(rich, buyShopOffer(rich, { offerId: 'o1' }, ctx));
    assert.equal(state.currencies.balance, 100);
    assert.equal(state.inventory['c3:0:0']?.quantity, 1);
    const shared = applySharedEffects(
      { corporations: {}, jackpot: 0, shopStock: { o1: 1 }, openTradeOffers: {} },
      effects,
    );
    assert.ok(shared.ok && shared.shared.shopStock.o1 === 0);
    refusedWith(buyShopOffer(withCurrencies(state, { balance: 1000 }), { offerId: 'o1' }, ctx), 'ALREADY_BOUGHT');
    refusedWith(
      buyShopOffer(rich, { offerId: 'o1' }, { ...ctx, offers: [{ ...offer, currentStock: 0 }] }),
      'OUT_OF_STOCK',
    );
    refusedWith(buyShopOffer(player(), { offerId: 'o1' }, ctx), 'NOT_ENOUGH_BALANCE');
    refusedWith(buyShopOffer(rich, { offerId: 'gone' }, ctx), 'OFFER_NOT_AVAILABLE');
  });
});
