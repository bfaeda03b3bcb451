// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  evolutionStep,
  evolve,
  type EvolutionContext,
  type EvolutionChain,
} from '../../../src/areas/inventory/evolution-rules';
import { context, play, player, refusedWith, withCards, withCurrencies } from '../fixtures';

const chain: EvolutionChain = { id: 'chain', itemIds: ['c1', 'c2', 'c3'], upgradeDustCosts: [5, 12] };
const ctx: EvolutionContext = { ...context('2026-11-02T10:00:00Z'), evolutions: [chain] };

describe('evolutions', () => {
  it('reaches step i for upgradeDustCosts[i − 1], keeping the earlier cards', () => {
    let state = withCurrencies(withCards(player(), [['c1', 1]]), { upgradeDust: 17 });
    assert.equal(evolutionStep(state, chain), 0);
    const first = play(state, evolve(state, { chainId: 'chain' }, ctx));
    assert.deepEqual([first.outcome.step, first.outcome.upgradeDustCost], [1, 5]);
    state = first.state;
    const second = play(state, evolve(state, { chainId: 'chain' }, ctx));
    assert.deepEqual([second.outcome.step, second.outcome.upgradeDustCost], [2, 12]);
    assert.equal(second.state.currencies.upgradeDust, 0);
    assert.equal(evolutionStep(second.state, chain), 2);
    assert.ok(second.state.inventory['c1:0:0'] && second.state.inventory['c2:0:0']);
    refusedWith(evolve(second.state, { chainId: 'chain' }, ctx), 'EVOLUTION_COMPLETE');
  });

  it('refuses without the first card or enough upgradeDust', () => {
    refusedWith(
      evolve(withCurrencies(player(), { upgradeDust: 50 }), { chainId: 'chain' }, ctx),
      'EVOLUTION_NOT_STARTED',
    );
    refusedWith(evolve(withCards(player(), [['c1', 1]]), { chainId: 'chain' }, ctx), 'NOT_ENOUGH_UPGRADE_DUST');
    refusedWith(evolve(player(), { chainId: 'other' }, ctx), 'EVOLUTION_NOT_FOUND');
  });

  it('starts a chain only from its first card, then goes on from the furthest step owned', () => {
    // A later card drawn without the first one starts nothing.
    const withoutFirst = withCurrencies(withCards(player(), [['c2', 1]]), { upgradeDust: 50 });
    assert.equal(evolutionStep(withoutFirst, chain), -1);
    refusedWith(evolve(withoutFirst, { chainId: 'chain' }, ctx), 'EVOLUTION_NOT_STARTED');
    // With the first card, a later card already owned (golden here) skips the steps before it.
    const skipping = withCurrencies(
      withCards(player(), [
        ['c1', 1],
        ['c2', 1, 1],
      ]),
      { upgradeDust: 50 },
    );
    assert.equal(evolutionStep(skipping, chain), 1);
    const reached = play(skipping, evolve(skipping, { chainId: 'chain' }, ctx));
    assert.deepEqual([reached.outcome.step, reached.outcome.itemId], [2, 'c3']);
  });
});
