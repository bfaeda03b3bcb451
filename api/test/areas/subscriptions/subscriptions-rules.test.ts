// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  isSubscriptionActive,
  subscribe,
  subscriptionLoreDustCost,
  type SubscriptionContext,
} from '../../../src/areas/subscriptions/subscriptions-rules';
import { catalogue, context, play, player, refusedWith, withCurrencies } from '../fixtures';

const ctx = (now: string): SubscriptionContext => ({ ...context(now), catalogue });

describe('subscriptions', () => {
  it('gives the first month free, for 30 days, with a golden Classique rarity-3 reward card', () => {
    const { state, outcome } = play(player(), subscribe(player(), {}, ctx('2026-11-02T10:00:00Z')));
    assert.equal(outcome.loreDustCost, 0);
    assert.equal(outcome.beginDate, '2026-11-02');
    assert.equal(outcome.endDate, '2026-12-01');
    assert.deepEqual(outcome.reward, { itemId: 'c3', shinyLevel: 1, quantity: 1 });
    assert.equal(state.inventory['c3:1:0']?.quantity, 1);
    assert.equal(isSubscriptionActive(state.subscription, '2026-12-01'), true);
    assert.equal(isSubscriptionActive(state.subscription, '2026-12-02'), false);
    refusedWith(subscribe(state, {}, ctx('2026-11-20T10:00:00Z')), 'ALREADY_SUBSCRIBED');
  });

  it('then costs 2000 loreDust, refusing with the product message when short', () => {
    const { state } = play(player(), subscribe(player(), {}, ctx('2026-11-02T10:00:00Z')));
    const later = ctx('2026-12-05T10:00:00Z');
    const refused = subscribe(withCurrencies(state, { loreDust: 1999 }), {}, later);
    refusedWith(refused, 'NOT_ENOUGH_LORE_DUST');
    assert.ok(!refused.ok && refused.message.includes("il t'en faut 2000"));
    const paid = play(
      withCurrencies(state, { loreDust: 2500 }),
      subscribe(withCurrencies(state, { loreDust: 2500 }), {}, later),
    );
    assert.equal(paid.outcome.loreDustCost, subscriptionLoreDustCost);
    assert.equal(paid.state.currencies.loreDust, 500);
    assert.equal(paid.state.counters.subscriptionCount, 2);
  });
});
