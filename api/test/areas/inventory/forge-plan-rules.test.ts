// The forge planner on the small catalogue of the rules' tests: recycle 10/25/60/150/400 by rarity (×3 golden),
// craft 5 × recycle, the fusion a3 = c1 × 2 + a1.
// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planForge } from '../../../src/areas/inventory/forge-plan-rules';
import type { ForgeContext } from '../../../src/areas/inventory/inventory-rules';
import type { PlayerState } from '../../../src/engine/player-state';
import { catalogue, CLASSIC_PACK, context, player, THEMED_PACK, withCards, withCurrencies } from '../fixtures';

const ctx = (overrides: Partial<ForgeContext> = {}): ForgeContext => ({
  ...context('2026-11-02T10:00:00Z'),
  catalogue,
  corporationBonuses: {},
  vortexPackId: null,
  ...overrides,
});
const classic = { packId: CLASSIC_PACK, packName: 'Classique' };
const themed = { packId: THEMED_PACK, packName: 'Aventure' };
const recycleLines = (state: PlayerState, forgeCtx = ctx()) =>
  planForge(state, forgeCtx).recycle.lines.map((line) => [
    line.itemId,
    line.shinyLevel,
    line.duplicateCount,
    line.amount,
  ]);

describe('the forge planner', () => {
  it('recycles the copies beyond the first of each plain card, as the recycle rule pays them', () => {
    const state = withCards(player(), [
      ['c2', 3],
      ['a1', 2, 1],
      ['c1', 1],
      ['star', 2],
      ['c3', 3, 0, 2],
    ]);
    const plan = planForge(state, ctx());
    assert.deepEqual(
      plan.recycle.lines.map((line) => [
        line.itemId,
        line.shinyLevel,
        line.quantity,
        line.duplicateCount,
        line.currency,
      ]),
      [
        ['c2', 0, 3, 2, 'loreDust'],
        ['a1', 1, 2, 1, 'loreFragment'],
      ],
    );
    // Two rarity-2 copies at 25, one golden rarity-1 copy at 10 × 3; a card held once, a star card (not recyclable)
    // and a constellation have no line.
    assert.deepEqual(
      plan.recycle.lines.map((line) => line.amount),
      [2 * 25, 10 * 3],
    );
    assert.deepEqual(plan.recycle.total, { loreDust: 50, loreFragment: 30 });
  });

  it('counts the RECYCLE effect cards and the corporation bonus, and an effect card costs', () => {
    const state = withCurrencies(
      withCards(player(), [
        ['c2', 3],
        ['a2', 5],
        ['e-buff-recycle', 3],
      ]),
      { loreFragment: 1000 },
    );
    const plan = planForge(state, ctx({ corporationBonuses: { RECYCLE_LORE_FRAGMENT: 2 } }));
    assert.deepEqual(plan.modifiers, {
      recycleEffectPercent: 30,
      craftEffectPercent: 0,
      corporationRecyclePercent: { loreDust: 0, loreFragment: 3 },
      vortexPackId: null,
    });
    assert.deepEqual(
      plan.recycle.lines.map((line) => [line.itemId, line.amount]),
      [
        ['c2', Math.floor(2 * 25 * 1.3)],
        ['a2', Math.floor((4 * 25 * 103 * 1.3) / 100)],
        // Getting rid of two copies of a rarity-3 effect card costs their craft value, 30% less under the bonus.
        ['e-buff-recycle', -Math.round(2 * 300 * 0.7)],
      ],
    );
    // Without the currency to pay for it, the game refuses: no line.
    assert.deepEqual(
      recycleLines(withCurrencies(state, { loreFragment: 0 })).map(([itemId]) => itemId),
      ['c2', 'a2'],
    );
  });

  it('prices the missing cards of a pack, or tells why the game refuses them', () => {
    const state = withCards(player(), [
      ['c1', 1],
      ['c4', 1, 1],
      ['e-buff-craft', 1],
    ]);
    const plan = planForge(state, ctx(), classic);
    assert.equal(plan.modifiers.craftEffectPercent, -30);
    // c4 is held golden: not missing.
    assert.deepEqual(plan.craft, {
      packId: CLASSIC_PACK,
      isForgeable: true,
      lines: [
        { itemId: 'c1b', currency: 'loreDust', cost: Math.round(50 * 0.7) },
        { itemId: 'c2', currency: 'loreDust', cost: Math.round(125 * 0.7) },
        { itemId: 'c3', currency: 'loreDust', cost: Math.round(300 * 0.7) },
        { itemId: 'c5', currency: 'loreDust', cost: Math.round(2000 * 0.7) },
      ],
      total: { loreDust: 35 + 88 + 210 + 1400, loreFragment: 0 },
    });

    const notCraftable = { code: 'ITEM_NOT_CRAFTABLE', message: 'Cette carte ne peut pas être créée.' };
    const closed = planForge(state, ctx(), themed).craft!;
    assert.equal(closed.isForgeable, false);
    assert.ok(closed.lines.length > 0);
    assert.ok(closed.lines.every((line) => line.cost === undefined && line.refusal?.code === notCraftable.code));
    assert.deepEqual(closed.total, { loreDust: 0, loreFragment: 0 });

    // The running Vortex season's pack opens: only its cards that are not craftable stay refused.
    const open = planForge(state, ctx({ vortexPackId: THEMED_PACK }), themed).craft!;
    assert.equal(open.isForgeable, true);
    assert.deepEqual(
      open.lines.filter((line) => line.cost !== undefined).map((line) => [line.itemId, line.cost]),
      [
        ['a1', Math.round(50 * 0.7)],
        ['a2', Math.round(125 * 0.7)],
      ],
    );
    assert.ok(open.lines.some((line) => line.itemId === 'a3' && line.refusal?.code === notCraftable.code));
    assert.deepEqual(open.total, { loreDust: 0, loreFragment: 35 + 88 });
    assert.equal(planForge(state, ctx()).craft, undefined, 'no pack asked, no craft lines');
  });

  it('lists the fusions ready and those short of one input card, plain and golden', () => {
    const fusions = (state: PlayerState) => {
      const { ready, missingOne } = planForge(state, ctx()).fusions;
      const shown = (lines: typeof ready) => lines.map((line) => [line.resultItemId, line.shinyLevel, line.inputs]);
      return { ready: shown(ready), missingOne: shown(missingOne) };
    };
    assert.deepEqual(
      fusions(
        withCards(player(), [
          ['c1', 2],
          ['a1', 1],
        ]),
      ),
      {
        ready: [
          [
            'a3',
            0,
            [
              { itemId: 'c1', needed: 2, held: 2 },
              { itemId: 'a1', needed: 1, held: 1 },
            ],
          ],
        ],
        missingOne: [],
      },
    );
    // One copy of c1 short (two copies short would count the same), and a golden a1 without golden c1.
    assert.deepEqual(
      fusions(
        withCards(player(), [
          ['c1', 1],
          ['a1', 1],
          ['a1', 1, 1],
        ]),
      ),
      {
        ready: [],
        missingOne: [
          [
            'a3',
            0,
            [
              { itemId: 'c1', needed: 2, held: 1 },
              { itemId: 'a1', needed: 1, held: 1 },
            ],
          ],
          [
            'a3',
            1,
            [
              { itemId: 'c1', needed: 2, held: 0 },
              { itemId: 'a1', needed: 1, held: 1 },
            ],
          ],
        ],
      },
    );
    assert.deepEqual(fusions(player()), { ready: [], missingOne: [] });
  });
});
