// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  fuse,
  fusionRequirements,
  missingFusionInputs,
  type FusionContext,
} from '../../../src/areas/inventory/fusion-rules';
import { catalogue, context, play, player, refusedWith, withCards } from '../fixtures';

const ctx: FusionContext = { ...context('2026-11-02T10:00:00Z'), catalogue };
const recipe = catalogue.fusionsByResult.get('a3')!;

describe('fusions', () => {
  it('counts inputs with multiplicity', () => {
    assert.deepEqual(
      [...fusionRequirements(recipe)],
      [
        ['c1', 2],
        ['a1', 1],
      ],
    );
    const one = withCards(player(), [
      ['c1', 1],
      ['a1', 1],
    ]);
    assert.deepEqual(missingFusionInputs(one, recipe, 0), [{ itemId: 'c1', needed: 2, held: 1 }]);
    refusedWith(fuse(one, { resultItemId: 'a3', shinyLevel: 0 }, ctx), 'MISSING_FUSION_ITEMS');
  });

  it('consumes every input and gives the result', () => {
    const state = withCards(player(), [
      ['c1', 3],
      ['a1', 1],
    ]);
    const { state: after, outcome } = play(state, fuse(state, { resultItemId: 'a3', shinyLevel: 0 }, ctx));
    assert.deepEqual(outcome.inputs, [
      { itemId: 'c1', quantity: 2 },
      { itemId: 'a1', quantity: 1 },
    ]);
    assert.deepEqual(
      Object.values(after.inventory).map((e) => [e.itemId, e.quantity]),
      [
        ['c1', 1],
        ['a3', 1],
      ],
    );
    assert.equal(after.counters.fusionCount, 1);
  });

  it('fuses golden inputs into the golden result, normal copies not counting', () => {
    const mixed = withCards(player(), [
      ['c1', 2],
      ['a1', 1, 1],
      ['c1', 1, 1],
    ]);
    refusedWith(fuse(mixed, { resultItemId: 'a3', shinyLevel: 1 }, ctx), 'MISSING_FUSION_ITEMS');
    const golden = withCards(player(), [
      ['c1', 2, 1],
      ['a1', 1, 1],
    ]);
    const { state } = play(golden, fuse(golden, { resultItemId: 'a3', shinyLevel: 1 }, ctx));
    assert.deepEqual(Object.keys(state.inventory), ['a3:1:0']);
    refusedWith(fuse(golden, { resultItemId: 'c1', shinyLevel: 0 }, ctx), 'FUSION_NOT_FOUND');
  });
});
