// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { effectCardChance } from '../../../src/areas/inventory/effect-cards-rules';
import { invocationRarityWeights, rarityOdds } from '../../../src/areas/invocations/drop-rules';
import { createPrng } from '../../../src/engine/prng';
import { addDays, daysBetween } from '../../../src/engine/world-rules';
import {
  basicInvocationPool,
  drawEventTerms,
  invocationBalanceCosts,
  eventEveryDays,
  eventLengthDays,
  invocationsBeforePity,
  nextEventDay,
  nextEventPackId,
  invoke,
  planInvocation,
  type InvocationContext,
  type InvocationEvent,
} from '../../../src/areas/invocations/invocations-rules';
import { pityCounterStart, type PlayerState } from '../../../src/engine/player-state';
import {
  card,
  catalogue,
  constantPrng,
  context,
  play,
  player,
  refusedWith,
  withCards,
  withCurrencies,
} from '../fixtures';

const now = '2026-11-02T10:00:00Z';
const ctx = (overrides: Partial<InvocationContext> = {}): InvocationContext => ({
  ...context(now, 'invoke'),
  catalogue,
  activeEvent: null,
  effectCardsEnabled: false,
  ...overrides,
});
const rich = (state: PlayerState = player()) => withCurrencies(state, { balance: 1_000_000, loreDust: 1_000 });

const event: InvocationEvent = {
  id: 'event-1',
  beginDate: '2026-11-01',
  endDate: '2026-11-10',
  isActive: true,
  balanceCost: 800,
  loreDustCost: 0,
  isOneTime: true,
  isPityEnabled: false,
  itemIds: ['a1', 'a2'],
};

describe('event calendar', () => {
  it('opens an event every 14 days from a fixed day, one running on REFERENCE_DAY, never more than 4 days without', () => {
    assert.equal(nextEventDay('2026-10-27'), '2026-10-27');
    assert.equal(nextEventDay('2026-10-28'), '2026-11-10');
    assert.equal(nextEventDay('2026-10-13'), '2026-10-13');
    // The event opened on 2026-10-27 runs on 2026-11-01 (its sixth day).
    assert.ok(daysBetween('2026-10-27', '2026-11-01') < eventLengthDays);
    for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
      const next = nextEventDay(day);
      assert.ok(daysBetween(day, next) >= 0 && daysBetween(day, next) < eventEveryDays);
      assert.equal(Math.abs(daysBetween('2026-10-27', next)) % eventEveryDays, 0);
    }
    assert.ok(eventEveryDays - eventLengthDays <= 4);
  });
});

describe('invocation costs', () => {
  it('costs 1000, 1500, 2000 and 3000 ZUMonnaie and refuses without enough', () => {
    assert.deepEqual(invocationBalanceCosts, { BASIC: 1000, GOLDEN: 1500, CHROMA: 2000, STAR: 3000 });
    for (const kind of ['BASIC', 'GOLDEN', 'CHROMA', 'STAR'] as const) {
      const cost = invocationBalanceCosts[kind];
      const { state, outcome } = play(
        withCurrencies(player(), { balance: cost }),
        invoke(withCurrencies(player(), { balance: cost }), { kind }, ctx()),
      );
      assert.equal(state.currencies.balance, 0);
      assert.equal(outcome.invocationKind, kind);
      refusedWith(invoke(withCurrencies(player(), { balance: cost - 1 }), { kind }, ctx()), 'NOT_ENOUGH_BALANCE');
    }
  });

  it('forces the shiny level of golden and chroma invocations and draws STAR cards for STAR', () => {
    assert.equal(play(rich(), invoke(rich(), { kind: 'GOLDEN' }, ctx())).outcome.shinyLevel, 1);
    const chroma = play(rich(), invoke(rich(), { kind: 'CHROMA' }, ctx())).outcome;
    assert.deepEqual([chroma.itemId, chroma.shinyLevel], ['c4', 2]);
    assert.equal(play(rich(), invoke(rich(), { kind: 'STAR' }, ctx())).outcome.rarity, 6);
  });

  it('replaces the basic invocation by the running event, once only for a one-time event', () => {
    const first = play(rich(), invoke(rich(), { kind: 'BASIC' }, ctx({ activeEvent: event })));
    assert.equal(first.outcome.invocationKind, 'EVENT');
    assert.equal(first.outcome.balanceCost, 800);
    assert.ok(['a1', 'a2'].includes(first.outcome.itemId));
    // Pity disabled on this event: the counter does not move.
    assert.equal(first.state.invokeBeforePity, pityCounterStart);
    const second = play(first.state, invoke(first.state, { kind: 'BASIC' }, ctx({ activeEvent: event })));
    assert.equal(second.outcome.invocationKind, 'BASIC');
    const over = invoke(rich(), { kind: 'BASIC' }, ctx({ activeEvent: { ...event, endDate: '2026-11-01' } }));
    assert.ok(over.ok && over.outcome.invocationKind === 'BASIC');
  });
});

describe('drop odds', () => {
  it('weighs rarities 50/28/15/6/1 %', () => {
    assert.equal(
      invocationRarityWeights.reduce((sum, [, w]) => sum + w, 0),
      10_000,
    );
    const percents = invocationRarityWeights.map(([rarity, weight]) => [rarity, weight / 100]);
    assert.deepEqual(percents, [
      [1, 50],
      [2, 28],
      [3, 15],
      [4, 6],
      [5, 1],
    ]);
  });

  it("gives as odds the weights of the rarities a pool holds, or an even share of those the table doesn't weigh", () => {
    const pool = [card('x1', 1), card('x1b', 1), card('x3', 3)];
    assert.deepEqual(
      rarityOdds(invocationRarityWeights, pool),
      new Map([
        [1, 5000 / 6500],
        [3, 1500 / 6500],
      ]),
    );
    assert.deepEqual(rarityOdds(invocationRarityWeights, pool, 2), new Map([[3, 1]]));
    assert.deepEqual(
      rarityOdds(invocationRarityWeights, [card('s1', 6), card('s2', 7)]),
      new Map([
        [6, 0.5],
        [7, 0.5],
      ]),
    );
  });

  it('draws a basic invocation from the basic pool: invocable cards below STAR, no effect card', () => {
    const pool = basicInvocationPool(catalogue);
    assert.equal(planInvocation(rich(), 'BASIC', ctx()).pool, pool);
    assert.ok(pool.length > 0);
    for (const item of catalogue.items) {
      const expected = item.isInvocable && item.rarity < 6 && item.effect === null;
      assert.equal(pool.includes(item), expected, item.id);
    }
  });

  it('draws about those shares over many invocations', () => {
    let state = rich(player({ invokeBeforePity: 1_000_000 }));
    const context = ctx();
    const counts = new Map<number, number>();
    for (let i = 0; i < 4000; i++) {
      const result = play(
        withCurrencies(state, { balance: 1000 }),
        invoke(withCurrencies(state, { balance: 1000 }), { kind: 'BASIC' }, context),
      );
      counts.set(result.outcome.rarity, (counts.get(result.outcome.rarity) ?? 0) + 1);
      state = { ...result.state, inventory: {} };
    }
    assert.ok(Math.abs((counts.get(1) ?? 0) / 4000 - 0.5) < 0.03);
    assert.ok(Math.abs((counts.get(4) ?? 0) / 4000 - 0.06) < 0.02);
  });
});

describe('pity', () => {
  it('counts down by 10 per invocation and guarantees rarity 4+ on the 50th', () => {
    assert.equal(invocationsBeforePity(pityCounterStart), 50);
    // A generator that always rolls the most common outcome (rarity 1): only the pity gives better.
    const unlucky = ctx({ prng: constantPrng(0) });
    let state = rich();
    for (let i = 1; i <= 49; i++) {
      const result = play(state, invoke(state, { kind: 'BASIC' }, unlucky));
      assert.equal(result.outcome.rarity, 1);
      assert.equal(result.outcome.isPity, false);
      state = result.state;
    }
    assert.equal(invocationsBeforePity(state.invokeBeforePity), 1);
    const pity = play(state, invoke(state, { kind: 'BASIC' }, unlucky));
    assert.equal(pity.outcome.isPity, true);
    assert.ok(pity.outcome.rarity >= 4);
    assert.equal(pity.state.invokeBeforePity, pityCounterStart);
  });

  it('starts again after a natural rarity 4 or better, and STAR invocations do not count', () => {
    const lucky = ctx({ prng: constantPrng(0.95) });
    const state = rich(player({ invokeBeforePity: 200 }));
    const natural = play(state, invoke(state, { kind: 'BASIC' }, lucky));
    assert.ok(natural.outcome.rarity >= 4 && !natural.outcome.isPity);
    assert.equal(natural.state.invokeBeforePity, pityCounterStart);
    const star = play(state, invoke(state, { kind: 'STAR' }, ctx()));
    assert.equal(star.state.invokeBeforePity, 200);
  });

  it('counts event invocations only when the event enables the pity', () => {
    const pityEvent = { ...event, isPityEnabled: true, isOneTime: false };
    const result = play(rich(), invoke(rich(), { kind: 'BASIC' }, ctx({ activeEvent: pityEvent })));
    assert.equal(result.state.invokeBeforePity, pityCounterStart - 10);
  });
});

describe('effect cards', () => {
  it('drop 1% of the time, 1.5% under DEBUFF_DROPRATE, 0.5% under BUFF_DROPRATE', () => {
    assert.equal(effectCardChance([]), 0.01);
    assert.equal(effectCardChance(['DEBUFF_DROPRATE']), 0.015);
    assert.equal(effectCardChance(['BUFF_DROPRATE']), 0.005);
    assert.equal(effectCardChance(['BUFF_DROPRATE', 'DEBUFF_DROPRATE']), 0.01);
  });

  it('are drawn when the roll falls under the chance, only when enabled', () => {
    const roll = constantPrng(0.012);
    const plain = play(rich(), invoke(rich(), { kind: 'BASIC' }, ctx({ prng: roll, effectCardsEnabled: true })));
    assert.equal(plain.outcome.isEffectCard, false);
    const cursed = rich(withCards(player(), [['e-debuff-drop', 1]]));
    const drawn = play(cursed, invoke(cursed, { kind: 'BASIC' }, ctx({ prng: roll, effectCardsEnabled: true })));
    assert.equal(drawn.outcome.isEffectCard, true);
    assert.ok(catalogue.itemsById.get(drawn.outcome.itemId)?.effect);
    const off = play(cursed, invoke(cursed, { kind: 'BASIC' }, ctx({ prng: roll, effectCardsEnabled: false })));
    assert.equal(off.outcome.isEffectCard, false);
  });
});

describe('the event calendar', () => {
  it('shows next the themed pack gone longest without an event, a pack never shown first', () => {
    const shown = new Map([
      ['pack-a', '2026-09-01'],
      ['pack-b', '2026-06-01'],
      ['pack-c', '2026-08-01'],
    ]);
    assert.equal(nextEventPackId(['pack-a', 'pack-b', 'pack-c'], shown), 'pack-b');
    assert.equal(nextEventPackId(['pack-a', 'pack-b', 'pack-d'], shown), 'pack-d');
    assert.equal(nextEventPackId(['pack-e', 'pack-d'], shown), 'pack-d', 'ties by pack id');
    assert.equal(nextEventPackId([], shown), null);
  });

  it('draws the same terms from the same stream: 1,500 ZUMonnaie, 0 or 10 loreDust', () => {
    const terms = drawEventTerms(createPrng('event/NORMAL/2026-11-02'));
    assert.deepEqual(terms, drawEventTerms(createPrng('event/NORMAL/2026-11-02')));
    assert.equal(terms.balanceCost, 1_500);
    assert.ok([0, 10].includes(terms.loreDustCost));
  });
});
