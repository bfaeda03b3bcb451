// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  craft,
  enchant,
  forgePrice,
  packCurrency,
  recycle,
  recycleBonusPercent,
  type ForgeContext,
} from '../../../src/areas/inventory/inventory-rules';
import { catalogue, context, play, player, refusedWith, THEMED_PACK, withCards, withCurrencies } from '../fixtures';

const ctx = (overrides: Partial<ForgeContext> = {}): ForgeContext => ({
  ...context('2026-11-02T10:00:00Z'),
  catalogue,
  corporationBonuses: {},
  vortexPackId: null,
  ...overrides,
});
const item = (id: string) => catalogue.itemsById.get(id)!;

describe('recycling', () => {
  it("pays loreDust for 'Classique' cards and loreFragment for any other pack", () => {
    assert.equal(packCurrency(item('c1')), 'loreDust');
    assert.equal(packCurrency(item('a1')), 'loreFragment');
    const state = withCards(player(), [
      ['c2', 3],
      ['a1', 2, 1],
    ]);
    const classic = play(state, recycle(state, { itemId: 'c2', shinyLevel: 0, quantity: 2 }, ctx()));
    assert.deepEqual(classic.state.currencies, { balance: 0, loreDust: 50, loreFragment: 0, upgradeDust: 0 });
    assert.equal(classic.state.inventory['c2:0:0']?.quantity, 1);
    const other = play(state, recycle(state, { itemId: 'a1', shinyLevel: 1, quantity: 2 }, ctx()));
    assert.deepEqual(other.state.currencies, { balance: 0, loreDust: 0, loreFragment: 60, upgradeDust: 0 });
  });

  it('adds the corporation RECYCLE bonus, (1 + … + level) % of the matching currency', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4].map((level) => recycleBonusPercent('loreDust', { RECYCLE_LORE_DUST: level })),
      [0, 1, 3, 6, 10],
    );
    assert.equal(recycleBonusPercent('loreFragment', { RECYCLE_LORE_DUST: 4 }), 0);
    const state = withCards(player(), [
      ['c5', 1],
      ['a2', 4],
    ]);
    const dust = recycle(
      state,
      { itemId: 'c5', shinyLevel: 0, quantity: 1 },
      ctx({ corporationBonuses: { RECYCLE_LORE_DUST: 4 } }),
    );
    assert.ok(dust.ok && dust.outcome.amount === 440);
    const fragment = recycle(
      state,
      { itemId: 'a2', shinyLevel: 0, quantity: 4 },
      ctx({ corporationBonuses: { RECYCLE_LORE_FRAGMENT: 2 } }),
    );
    assert.ok(fragment.ok && fragment.outcome.amount === 103 && fragment.outcome.baseAmount === 100);
  });

  it('moves gains by 30% with the RECYCLE effect cards', () => {
    const buffed = withCards(player(), [
      ['c4', 1],
      ['e-buff-recycle', 1],
    ]);
    const up = recycle(buffed, { itemId: 'c4', shinyLevel: 0, quantity: 1 }, ctx());
    assert.ok(up.ok && up.outcome.amount === 195);
    const cursed = withCards(player(), [
      ['c4', 1],
      ['e-debuff-recycle', 1],
    ]);
    const down = recycle(cursed, { itemId: 'c4', shinyLevel: 0, quantity: 1 }, ctx());
    assert.ok(down.ok && down.outcome.amount === 105);
  });

  it('charges for getting rid of an effect card: its craft value, 30% less under BUFF_RECYCLE', () => {
    const state = withCurrencies(withCards(player(), [['e-debuff-drop', 1]]), { loreFragment: 500 });
    const paid = play(state, recycle(state, { itemId: 'e-debuff-drop', shinyLevel: 0, quantity: 1 }, ctx()));
    assert.equal(paid.state.currencies.loreFragment, 200);
    const helped = withCards(state, [['e-buff-recycle', 1]]);
    const cheaper = recycle(helped, { itemId: 'e-debuff-drop', shinyLevel: 0, quantity: 1 }, ctx());
    assert.ok(cheaper.ok && cheaper.outcome.amount === -210);
    refusedWith(
      recycle(
        withCurrencies(state, { loreFragment: 10 }),
        { itemId: 'e-debuff-drop', shinyLevel: 0, quantity: 1 },
        ctx(),
      ),
      'NOT_ENOUGH_LORE_FRAGMENT',
    );
  });

  it('refuses missing copies, unrecyclable cards and bad quantities', () => {
    const state = withCards(player(), [
      ['c1', 1],
      ['star', 1],
    ]);
    refusedWith(recycle(state, { itemId: 'c1', shinyLevel: 0, quantity: 2 }, ctx()), 'NOT_ENOUGH_ITEMS');
    refusedWith(recycle(state, { itemId: 'c1', shinyLevel: 1, quantity: 1 }, ctx()), 'NOT_ENOUGH_ITEMS');
    refusedWith(recycle(state, { itemId: 'star', shinyLevel: 0, quantity: 1 }, ctx()), 'ITEM_NOT_RECYCLABLE');
    refusedWith(recycle(state, { itemId: 'c1', shinyLevel: 0, quantity: 0 }, ctx()), 'INVALID_QUANTITY');
    refusedWith(recycle(state, { itemId: 'nope', shinyLevel: 0, quantity: 1 }, ctx()), 'ITEM_NOT_FOUND');
  });
});

describe('crafting and enchanting', () => {
  it('crafts at the normal craft value in the pack currency', () => {
    const state = withCurrencies(player(), { loreDust: 300 });
    const made = play(state, craft(state, { itemId: 'c3' }, ctx()));
    assert.equal(made.state.currencies.loreDust, 0);
    assert.equal(made.state.inventory['c3:0:0']?.quantity, 1);
    refusedWith(craft(made.state, { itemId: 'c3' }, ctx()), 'NOT_ENOUGH_LORE_DUST');
  });

  it("crafts only 'Classique' cards and the running Vortex pack's", () => {
    const state = withCurrencies(player(), { loreFragment: 1000 });
    refusedWith(craft(state, { itemId: 'a1' }, ctx()), 'ITEM_NOT_CRAFTABLE');
    const made = craft(state, { itemId: 'a1' }, ctx({ vortexPackId: THEMED_PACK }));
    assert.ok(made.ok && made.outcome.currency === 'loreFragment' && made.outcome.cost === 50);
    refusedWith(craft(state, { itemId: 'a3' }, ctx({ vortexPackId: THEMED_PACK })), 'ITEM_NOT_CRAFTABLE');
  });

  it('enchants a normal copy into a golden one at the golden craft value', () => {
    const state = withCurrencies(withCards(player(), [['c2', 1]]), { loreDust: 400 });
    const done = play(state, enchant(state, { itemId: 'c2' }, ctx()));
    assert.equal(done.state.currencies.loreDust, 25);
    assert.equal(done.state.inventory['c2:0:0'], undefined);
    assert.equal(done.state.inventory['c2:1:0']?.quantity, 1);
    refusedWith(enchant(withCurrencies(player(), { loreDust: 400 }), { itemId: 'c2' }, ctx()), 'NOT_ENOUGH_ITEMS');
  });

  it('moves forge prices by 30% with the CRAFT effect cards', () => {
    assert.equal(forgePrice(player(), item('c4'), 'CRAFT', catalogue), 750);
    assert.equal(forgePrice(withCards(player(), [['e-buff-craft', 1]]), item('c4'), 'CRAFT', catalogue), 525);
    assert.equal(forgePrice(withCards(player(), [['e-debuff-craft', 1]]), item('c4'), 'ENCHANT', catalogue), 2925);
  });
});
