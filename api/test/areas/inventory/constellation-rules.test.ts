// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  constellationLevel,
  isMaxedConstellation,
  upgrade,
  type ConstellationContext,
} from '../../../src/areas/inventory/constellation-rules';
import { constellationEntry } from '../../../src/engine/player-state';
import { catalogue, context, play, player, refusedWith, withCards } from '../fixtures';

const ctx: ConstellationContext = { ...context('2026-11-02T10:00:00Z'), catalogue };

describe('constellations', () => {
  it('shows level = rarity − upgradeLevel + 1 out of rarity', () => {
    assert.equal(constellationLevel(3, 3), 1);
    assert.equal(constellationLevel(3, 1), 3);
    assert.equal(constellationLevel(5, 2), 4);
    assert.equal(isMaxedConstellation(1), true);
  });

  it('melts a duplicate into one upgradeDust, creating the entry then lowering its upgradeLevel down to 1', () => {
    let state = withCards(player(), [['c3', 10]]);
    const levels: number[] = [];
    for (let i = 0; i < 4; i++) {
      const result = play(state, upgrade(state, { itemId: 'c3' }, ctx));
      levels.push(result.outcome.upgradeLevel);
      state = result.state;
    }
    assert.deepEqual(levels, [3, 2, 1, 1]);
    assert.equal(state.currencies.upgradeDust, 4);
    assert.equal(state.inventory['c3:0:0']?.quantity, 6);
    assert.deepEqual(constellationEntry(state, 'c3'), { itemId: 'c3', shinyLevel: 0, upgradeLevel: 1, quantity: 1 });
    assert.equal(Object.keys(state.inventory).length, 2);
  });

  it('needs a duplicate of an upgradable card', () => {
    refusedWith(upgrade(withCards(player(), [['c3', 1]]), { itemId: 'c3' }, ctx), 'NO_DUPLICATE');
    refusedWith(upgrade(withCards(player(), [['c3', 2, 1]]), { itemId: 'c3' }, ctx), 'NO_DUPLICATE');
    refusedWith(upgrade(withCards(player(), [['a1', 5]]), { itemId: 'a1' }, ctx), 'ITEM_NOT_UPGRADABLE');
  });
});
