// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyEffects } from '../../src/engine/apply-effects';
import { makeEffects, mergeEffects } from '../../src/engine/effects';
import { dailyCount, quantityOf } from '../../src/engine/player-state';
import { applySharedEffects, type SharedState } from '../../src/engine/shared-state';
import { player, withCards, withCurrencies } from '../areas/fixtures';

describe('applyEffects', () => {
  it('adds currency and inventory deltas and drops entries that reach zero', () => {
    const state = withCards(withCurrencies(player(), { balance: 100 }), [['c1', 2]]);
    const result = applyEffects(
      state,
      makeEffects({
        currencies: { balance: -100, loreDust: 5 },
        inventory: [
          { itemId: 'c1', shinyLevel: 0, upgradeLevel: 0, quantity: -2 },
          { itemId: 'c2', shinyLevel: 1, upgradeLevel: 0, quantity: 1 },
        ],
      }),
    );
    assert.ok(result.ok);
    assert.deepEqual(result.state.currencies, { balance: 0, loreDust: 5, loreFragment: 0, upgradeDust: 0 });
    assert.deepEqual(Object.keys(result.state.inventory), ['c2:1:0']);
    assert.equal(quantityOf(result.state, 'c2', 1), 1);
  });

  it('refuses instead of producing a negative balance, currency or quantity, leaving the state untouched', () => {
    const state = withCards(withCurrencies(player(), { balance: 50, upgradeDust: 1 }), [['c1', 1]]);
    const before = structuredClone(state);
    for (const [effects, code] of [
      [makeEffects({ currencies: { balance: -51 } }), 'NOT_ENOUGH_BALANCE'],
      [makeEffects({ currencies: { loreDust: -1 } }), 'NOT_ENOUGH_LORE_DUST'],
      [makeEffects({ currencies: { loreFragment: -1 } }), 'NOT_ENOUGH_LORE_FRAGMENT'],
      [makeEffects({ currencies: { upgradeDust: -2 } }), 'NOT_ENOUGH_UPGRADE_DUST'],
      [
        makeEffects({ inventory: [{ itemId: 'c1', shinyLevel: 0, upgradeLevel: 0, quantity: -2 }] }),
        'NOT_ENOUGH_ITEMS',
      ],
      [
        makeEffects({ inventory: [{ itemId: 'c9', shinyLevel: 0, upgradeLevel: 0, quantity: -1 }] }),
        'NOT_ENOUGH_ITEMS',
      ],
      [makeEffects({ counters: [{ counter: 'tradeCount', delta: -1 }] }), 'NEGATIVE_COUNTER'],
    ] as const) {
      const result = applyEffects(state, effects);
      assert.equal(result.ok, false);
      if (!result.ok) assert.equal(result.code, code);
    }
    assert.deepEqual(state, before);
  });

  it('judges merged deltas by their sum, like one guarded update', () => {
    const state = withCurrencies(player(), { balance: 10 });
    const merged = mergeEffects(
      makeEffects({ currencies: { balance: -10 } }),
      makeEffects({ currencies: { balance: 1000 } }),
    );
    assert.deepEqual(merged.currencies, { balance: 990 });
    const result = applyEffects(state, merged);
    assert.ok(result.ok && result.state.currencies.balance === 1000);
  });

  it('keeps day-scoped counters for the latest day only', () => {
    let state = player();
    const bump = (date: string) => makeEffects({ dailyCounters: [{ counter: 'trades', date, delta: 1 }] });
    for (const date of ['2026-11-01', '2026-11-01', '2026-11-02']) {
      const result = applyEffects(state, bump(date));
      assert.ok(result.ok);
      state = result.state;
    }
    assert.equal(dailyCount(state, 'trades', '2026-11-02'), 1);
    assert.equal(dailyCount(state, 'trades', '2026-11-01'), 0);
    const stale = applyEffects(state, bump('2026-11-01'));
    assert.ok(stale.ok && dailyCount(stale.state, 'trades', '2026-11-02') === 1);
  });

  it('folds records into the summaries the rules read', () => {
    const result = applyEffects(
      player(),
      makeEffects({
        records: [
          { kind: 'actionLog', action: 'INVOKE', at: '2026-11-01T10:00:00.000Z', inputs: {}, outcome: {} },
          {
            kind: 'subscription',
            at: 'x',
            beginDate: '2026-11-01',
            endDate: '2026-11-30',
            loreDustCost: 0,
            rewardItemId: null,
            rewardShinyLevel: 1,
          },
          { kind: 'corporationMembership', at: 'x', corporationId: 'corp', role: 'MEMBER', event: 'JOIN' },
          { kind: 'achievementUnlocked', at: 'x', achievementId: 'a', score: 1, rewardLoreDust: 0 },
          { kind: 'calendarBox', at: 'x', year: 2026, index: 3 },
        ],
      }),
    );
    assert.ok(result.ok);
    const { state } = result;
    assert.equal(state.lastActiveAt, '2026-11-01T10:00:00.000Z');
    assert.deepEqual(state.subscription, { beginDate: '2026-11-01', endDate: '2026-11-30' });
    assert.equal(state.corporation?.corporationId, 'corp');
    assert.deepEqual(Object.keys(state.achievements), ['a']);
    assert.deepEqual(state.calendar, { year: 2026, opened: [3] });
  });
});

describe('applySharedEffects', () => {
  const shared: SharedState = {
    corporations: { corp: { balance: 100, bonuses: {}, memberCount: 2 } },
    jackpot: 10_000,
    shopStock: { offer: 1 },
    openTradeOffers: { seller: ['trade'] },
  };

  it('moves the treasury, the jackpot, the stock and the offers', () => {
    const result = applySharedEffects(
      shared,
      makeEffects({
        shared: [
          { kind: 'corporationBalance', corporationId: 'corp', delta: -100 },
          { kind: 'corporationBonusLevel', corporationId: 'corp', bonusType: 'LOOT', delta: 1 },
          { kind: 'jackpot', delta: 100 },
          { kind: 'shopStock', offerId: 'offer', delta: -1 },
          { kind: 'tradeOfferClosed', offerId: 'trade', sellerId: 'seller', status: 'ACCEPTED' },
        ],
      }),
    );
    assert.ok(result.ok);
    assert.deepEqual(result.shared, {
      corporations: { corp: { balance: 0, bonuses: { LOOT: 1 }, memberCount: 2 } },
      jackpot: 10_100,
      shopStock: { offer: 0 },
      openTradeOffers: {},
    });
  });

  it("withdraws every open offer of a seller whose cards are gone, and only that seller's", () => {
    const market: SharedState = { ...shared, openTradeOffers: { wiped: ['a', 'c'], other: ['b'] } };
    const result = applySharedEffects(
      market,
      makeEffects({ shared: [{ kind: 'sellerOffersCancelled', sellerId: 'wiped' }] }),
    );
    assert.ok(result.ok);
    assert.deepEqual(result.shared.openTradeOffers, { other: ['b'] });
    const nothingOpen = applySharedEffects(
      market,
      makeEffects({ shared: [{ kind: 'sellerOffersCancelled', sellerId: 'nobody' }] }),
    );
    assert.ok(nothingOpen.ok);
    assert.deepEqual(nothingOpen.shared.openTradeOffers, market.openTradeOffers);
  });

  it('refuses an empty treasury, an empty stock and a closed offer', () => {
    const refused = (delta: Parameters<typeof makeEffects>[0], code: string) => {
      const result = applySharedEffects(shared, makeEffects(delta));
      assert.ok(!result.ok && result.code === code);
    };
    refused({ shared: [{ kind: 'corporationBalance', corporationId: 'corp', delta: -101 }] }, 'NOT_ENOUGH_TREASURY');
    refused({ shared: [{ kind: 'shopStock', offerId: 'offer', delta: -2 }] }, 'OUT_OF_STOCK');
    refused(
      { shared: [{ kind: 'tradeOfferClosed', offerId: 'gone', sellerId: 'seller', status: 'ACCEPTED' }] },
      'OFFER_NOT_AVAILABLE',
    );
    // The offer is open, but under another seller: not the one the action names.
    refused(
      { shared: [{ kind: 'tradeOfferClosed', offerId: 'trade', sellerId: 'other', status: 'ACCEPTED' }] },
      'OFFER_NOT_AVAILABLE',
    );
  });
});
