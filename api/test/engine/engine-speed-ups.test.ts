// The engine's shortcuts for worlds that play millions of actions give exactly what the plain way gives.
// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { activeEffects, effectsInForce } from '../../src/areas/inventory/effect-cards-rules';
import { drawCard, invocationRarityWeights } from '../../src/areas/invocations/drop-rules';
import { invoke } from '../../src/areas/invocations/invocations-rules';
import { ascend, defaultTowerFloors, type TowerSeason } from '../../src/areas/tower/tower-rules';
import { catalogueSelection, createCatalogue } from '../../src/engine/catalogue';
import { parisTimeOf, parisTimeOfSlow } from '../../src/engine/world-rules';
import { createPrng } from '../../src/engine/prng';
import { accepted, catalogue, context, items, player, withCards, withCurrencies } from '../areas/fixtures';

describe('the Paris clock kept per hour', () => {
  it('reads every instant as the time-zone database does, across daylight-saving changes', () => {
    const starts = ['2026-03-29T00:00:00Z', '2026-10-25T00:00:00Z', '2024-03-31T00:30:00Z', '1911-03-10T23:00:00Z'];
    for (const start of starts) {
      for (let minutes = 0; minutes < 6 * 60; minutes += 7) {
        const instant = new Date(Date.parse(start) + minutes * 60_000 + 13_000);
        assert.deepEqual(parisTimeOf(instant), parisTimeOfSlow(instant), instant.toISOString());
      }
    }
    const prng = createPrng('paris-clock');
    for (let i = 0; i < 2_000; i++) {
      const instant = new Date(prng.int(Date.parse('1990-01-01'), Date.parse('2040-01-01')));
      assert.deepEqual(parisTimeOf(instant), parisTimeOfSlow(instant), instant.toISOString());
      assert.deepEqual(parisTimeOf(instant), parisTimeOfSlow(instant), 'read twice');
    }
  });

  it('hands each caller its own reading', () => {
    const instant = new Date('2026-11-02T10:00:00Z');
    const first = parisTimeOf(instant);
    first.hour = 99;
    assert.equal(parisTimeOf(instant).hour, 11);
  });
});

describe('selections kept per catalogue', () => {
  it('computes a selection once per catalogue and key', () => {
    let calls = 0;
    const select = () => {
      calls++;
      return catalogue.items.filter((item) => item.rarity === 1);
    };
    const first = catalogueSelection(catalogue, 'test/rarity-1', select);
    assert.equal(catalogueSelection(catalogue, 'test/rarity-1', select), first);
    assert.equal(calls, 1);
    const other = createCatalogue({ items, recycleConfig: [], fusions: [] });
    catalogueSelection(other, 'test/rarity-1', select);
    assert.equal(calls, 2);
  });

  it('draws from a kept pool exactly as from a fresh copy of it', () => {
    const pool = catalogue.items.filter((item) => item.effect === null && item.rarity < 6);
    for (let i = 0; i < 200; i++) {
      const kept = drawCard(createPrng(`draw-${i}`), pool, invocationRarityWeights, 'CHANCE');
      const fresh = drawCard(createPrng(`draw-${i}`), [...pool], invocationRarityWeights, 'CHANCE');
      assert.deepEqual(kept, fresh);
    }
  });

  it('invokes and climbs the same on a catalogue used before and on a new one', () => {
    const state = withCurrencies(player(), { balance: 50_000, loreDust: 500 });
    const season: TowerSeason = {
      id: 'season',
      index: 1,
      beginDate: '2026-11-01',
      endDate: '2026-11-28',
      towerId: 'tower',
      packId: 'pack-aventure',
      reputationId: 'clan',
      floors: defaultTowerFloors(),
    };
    for (let i = 0; i < 20; i++) {
      const fresh = createCatalogue({ items, recycleConfig: [], fusions: [] });
      const ctx = (c: typeof catalogue) => ({
        ...context('2026-11-02T15:00:00Z', `speed-${i}`),
        catalogue: c,
        activeEvent: null,
        effectCardsEnabled: true,
        season,
      });
      assert.deepEqual(invoke(state, { kind: 'BASIC' }, ctx(catalogue)), invoke(state, { kind: 'BASIC' }, ctx(fresh)));
      assert.deepEqual(ascend(state, {}, ctx(catalogue)), ascend(state, {}, ctx(fresh)));
    }
  });
});

describe('effects in force handed in', () => {
  it('uses the effects the caller knows, else reads the inventory', () => {
    const state = withCards(player(), [
      ['e-buff-recycle', 1],
      ['c1', 2],
    ]);
    assert.deepEqual(effectsInForce(state, catalogue, undefined), activeEffects(state, catalogue));
    assert.deepEqual(effectsInForce(state, catalogue, ['DEBUFF_CRAFT']), ['DEBUFF_CRAFT']);
    const invoked = accepted(
      invoke(
        withCurrencies(state, { balance: 5_000 }),
        { kind: 'BASIC' },
        {
          ...context('2026-11-02T15:00:00Z', 'known-effects'),
          catalogue,
          activeEvent: null,
          effectCardsEnabled: true,
          cardEffects: activeEffects(state, catalogue),
        },
      ),
    );
    const read = accepted(
      invoke(
        withCurrencies(state, { balance: 5_000 }),
        { kind: 'BASIC' },
        { ...context('2026-11-02T15:00:00Z', 'known-effects'), catalogue, activeEvent: null, effectCardsEnabled: true },
      ),
    );
    assert.deepEqual(invoked, read);
  });
});
