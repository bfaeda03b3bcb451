// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  drawGiveawayWinners,
  giveawayCurrencies,
  giveawayDays,
  giveawayDrawSeed,
  giveawayPrizeEffects,
  isGiveawayDue,
  isGiveawayOpen,
  newGiveaway,
} from '../../../src/areas/giveaways/giveaway-rules';
import { createCatalogue, classicPackName, type CatalogueItem } from '../../../src/engine/catalogue';
import { createPrng } from '../../../src/engine/prng';
import { addDays } from '../../../src/engine/world-rules';

const entrants = Array.from({ length: 40 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
const seed = giveawayDrawSeed('6b1f3c57-0d0e-4c8e-9a55-2f1e0b7c9d11', '2026-11-08');

function card(id: string, rarity: number, golden: boolean): CatalogueItem {
  return {
    id,
    rarity,
    packId: 'p',
    packName: classicPackName,
    scores: [1, 2, 3],
    shinyLevels: [true, golden, false],
    isRecyclable: true,
    isTradable: true,
    isCounting: true,
    isCraftable: true,
    isInvocable: true,
    isGoldable: golden,
    isUpgradable: false,
    effect: null,
  };
}
const catalogue = createCatalogue({
  items: [card('common', 1, true), card('rare-plain', 4, false), card('rare-golden', 4, true)],
  recycleConfig: [],
  fusions: [],
});
const banners = new Map([['aurore-boreale', { id: 'banner-1', title: 'Aurore boréale' }]]);

describe('the giveaway draw', () => {
  it('is reproducible: the same seed and entries draw the same winners', () => {
    const first = drawGiveawayWinners(entrants, 3, seed);
    assert.deepEqual(drawGiveawayWinners([...entrants], 3, seed), first);
    // Anyone redoing it with the engine's generator, the published seed and entry order finds the same winners.
    assert.deepEqual(createPrng(seed).sample(entrants, 3), first);
  });

  it('draws distinct entrants, all of them when fewer entered than there are winners', () => {
    const winners = drawGiveawayWinners(entrants, 3, seed);
    assert.equal(new Set(winners).size, 3);
    assert.ok(winners.every((id) => entrants.includes(id)));
    assert.deepEqual(drawGiveawayWinners(entrants.slice(0, 2), 3, seed).sort(), entrants.slice(0, 2));
    assert.deepEqual(drawGiveawayWinners([], 3, seed), []);
  });

  it('seeds each giveaway from its id and end date', () => {
    assert.notEqual(giveawayDrawSeed('a', '2026-11-08'), giveawayDrawSeed('b', '2026-11-08'));
    assert.notEqual(giveawayDrawSeed('a', '2026-11-08'), giveawayDrawSeed('a', '2026-11-15'));
  });
});

describe('a new giveaway', () => {
  const today = '2026-11-01';

  it('lasts a week and turns its prize among a golden rarity-4 card, currencies and a banner', () => {
    const kinds = [0, 1, 2, 3].map((sequence) => newGiveaway('NORMAL', sequence, today, catalogue, banners));
    assert.deepEqual(
      kinds.map((g) => g.prize.kind),
      ['CARDS', 'CURRENCIES', 'BANNER', 'CARDS'],
    );
    assert.deepEqual(kinds[0]!.prize.cards, [{ itemId: 'rare-golden', shinyLevel: 1, quantity: 1 }]);
    assert.deepEqual(kinds[1]!.prize.currencies, giveawayCurrencies);
    assert.equal(kinds[2]!.prize.bannerId, 'banner-1');
    assert.equal(kinds[0]!.endDate, addDays(today, giveawayDays));
    assert.ok(kinds.every((g) => g.description.includes(String(g.winnerCount))));
  });

  it('gives currencies instead when the catalogue has no banner to give', () => {
    assert.equal(newGiveaway('NORMAL', 2, today, catalogue, new Map()).prize.kind, 'CURRENCIES');
  });

  it('takes entries from its begin date until its end date, and is drawn from then on', () => {
    const giveaway = { beginDate: today, endDate: addDays(today, giveawayDays), drawnAt: null };
    assert.equal(isGiveawayOpen(giveaway, addDays(today, -1)), false);
    assert.equal(isGiveawayOpen(giveaway, today), true);
    assert.equal(isGiveawayOpen(giveaway, addDays(today, giveawayDays - 1)), true);
    assert.equal(isGiveawayOpen(giveaway, giveaway.endDate), false);
    assert.equal(isGiveawayDue(giveaway, addDays(today, giveawayDays - 1)), false);
    assert.equal(isGiveawayDue(giveaway, giveaway.endDate), true);
    const drawn = { ...giveaway, drawnAt: new Date() };
    assert.equal(isGiveawayOpen(drawn, today), false);
    assert.equal(isGiveawayDue(drawn, giveaway.endDate), false);
  });

  it("gives each winner the prize's cards, currencies and banner", () => {
    const ctx = { now: new Date('2026-11-08T00:00:00Z'), ruleSet: 'NORMAL' as const, prng: createPrng('x') };
    const result = giveawayPrizeEffects(
      'g-1',
      { kind: 'BANNER', label: '', bannerId: 'banner-1', currencies: { balance: 10 }, cards: [] },
      ctx,
    );
    assert.ok(result.ok);
    assert.deepEqual(result.effects.currencies, { balance: 10 });
    assert.deepEqual(
      result.effects.records.map((r) => r.kind),
      ['bannerUnlocked', 'actionLog'],
    );
  });
});
