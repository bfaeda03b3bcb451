// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardEffects } from '@zu/shared-contract';
import { kebab } from '../../src/lib/kebab';
import { assertUnique, countBy, seed } from './fixture';

const { packs, items, fusions, fusionInputs, evolutions, evolutionSteps, recycleConfig } = seed;

describe('packs', () => {
  it('has Classique once per year from 2021 to 2026', () => {
    const classic = packs.filter((p) => p.name === 'Classique');
    assert.deepEqual(classic.map((p) => p.year).sort(), [2021, 2022, 2023, 2024, 2025, 2026]);
    for (const pack of classic) assert.equal(pack.slug, 'classique');
  });

  it('has about 12 themed packs, each in one year, and a pack without a year', () => {
    const themed = packs.filter((p) => p.name !== 'Classique' && p.year !== null);
    assert.ok(themed.length >= 10 && themed.length <= 14, `${themed.length} themed packs`);
    assertUnique(
      themed.map((p) => p.name),
      'themed pack name',
    );
    assert.ok(packs.some((p) => p.year === null));
  });

  it('derives each slug from the name and keeps (slug, year) unique', () => {
    for (const pack of packs) assert.equal(pack.slug, kebab(pack.name));
    assertUnique(
      packs.map((p) => `${p.slug}/${p.year}`),
      'pack slug and year',
    );
    assertUnique(
      packs.map((p) => p.id),
      'pack id',
    );
  });
});

describe('items', () => {
  it('has about 1,500 cards with unique ids, identifiers and slugs', () => {
    assert.ok(items.length >= 1400 && items.length <= 1600, `${items.length} items`);
    assertUnique(
      items.map((i) => i.id),
      'item id',
    );
    assertUnique(
      items.map((i) => i.identifier),
      'identifier',
    );
    assertUnique(
      items.map((i) => i.slug),
      'slug',
    );
  });

  it('builds slugs as identifier-kebab(name)', () => {
    for (const item of items) {
      assert.equal(item.slug, `${item.identifier}-${kebab(item.name)}`);
      assert.match(item.slug, /^\d+-[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('puts every card in a seeded pack, with a genre and a description', () => {
    const packIds = new Set(packs.map((p) => p.id));
    for (const item of items) {
      assert.ok(packIds.has(item.packId), item.slug);
      assert.ok(item.genre.length > 0 && (item.description ?? '').length > 0, item.slug);
    }
    assert.ok(items.some((i) => i.reference) && items.some((i) => !i.reference));
  });

  it('has rarities 1-6 in a pyramid and about 15 STAR cards', () => {
    const byRarity = countBy(items, (i) => i.rarity);
    for (const item of items) assert.ok(item.rarity >= 1 && item.rarity <= 6);
    const counts = [1, 2, 3, 4, 5].map((r) => byRarity.get(r) ?? 0);
    for (let r = 1; r < counts.length; r++) assert.ok((counts[r - 1] ?? 0) > (counts[r] ?? 0), counts.join(' > '));
    const stars = byRarity.get(6) ?? 0;
    assert.ok(stars >= 12 && stars <= 18, `${stars} STAR cards`);
  });

  it('scores grow with the shiny level and, on average, with rarity', () => {
    for (const item of items) {
      assert.ok(item.score0 > 0 && item.score0 < item.score1 && item.score1 < item.score2, item.slug);
    }
    const averages = [1, 2, 3, 4, 5, 6].map((rarity) => {
      const scores = items.filter((i) => i.rarity === rarity).map((i) => i.score0);
      return scores.reduce((a, b) => a + b, 0) / scores.length;
    });
    for (let r = 1; r < averages.length; r++) assert.ok((averages[r] ?? 0) > (averages[r - 1] ?? 0));
  });

  it('sets shiny levels: normal always, golden for most non-STAR cards, chromatic for a subset', () => {
    assert.ok(items.every((i) => i.shiny0));
    assert.ok(items.filter((i) => i.rarity === 6).every((i) => !i.shiny1));
    const regular = items.filter((i) => i.rarity < 6);
    assert.ok(regular.filter((i) => i.shiny1).length > regular.length * 0.85);
    const chromatic = items.filter((i) => i.shiny2).length;
    assert.ok(chromatic > 0 && chromatic < items.length);
  });

  it('mixes every flag, and only golden cards can be gilded', () => {
    const flags = [
      'isRecyclable',
      'isTradable',
      'isCounting',
      'isCraftable',
      'isInvocable',
      'isGoldable',
      'isUpgradable',
      'hideHardcoreTag',
    ] as const;
    for (const flag of flags) {
      const trueCount = items.filter((i) => i[flag]).length;
      assert.ok(trueCount > 0 && trueCount < items.length, `${flag}: ${trueCount}`);
    }
    assert.ok(items.filter((i) => i.isGoldable).every((i) => i.shiny1));
    assert.ok(items.filter((i) => i.hideHardcoreTag).length < items.length / 5);
  });

  it('has about 20 effect cards using every effect, others have none', () => {
    const effectItems = items.filter((i) => i.effect !== null && i.effect !== undefined);
    assert.ok(effectItems.length >= 15 && effectItems.length <= 25, `${effectItems.length} effect cards`);
    const used = new Set(effectItems.map((i) => i.effect));
    for (const effect of cardEffects) assert.ok(used.has(effect), effect);
    assert.ok(items.every((i) => i.effect === null || (cardEffects as readonly string[]).includes(i.effect ?? '')));
  });
});

describe('fusions', () => {
  const itemsById = new Map(items.map((i) => [i.id, i]));

  it('has about 60 fusions, each result a card of rarity 3 or more used by one fusion only', () => {
    assert.ok(fusions.length >= 50 && fusions.length <= 70, `${fusions.length} fusions`);
    assertUnique(
      fusions.map((f) => f.resultItemId),
      'fusion result',
    );
    assertUnique(
      fusions.map((f) => f.id),
      'fusion id',
    );
    for (const fusion of fusions) {
      const result = itemsById.get(fusion.resultItemId);
      assert.ok(result && result.rarity >= 3);
    }
  });

  it('needs 2 to 4 distinct existing inputs, 1 to 3 copies each, never its own result', () => {
    const inputsByFusion = new Map<string, typeof fusionInputs>();
    for (const input of fusionInputs) {
      inputsByFusion.set(input.fusionId, [...(inputsByFusion.get(input.fusionId) ?? []), input]);
    }
    assert.equal(inputsByFusion.size, fusions.length);
    for (const fusion of fusions) {
      const inputs = inputsByFusion.get(fusion.id) ?? [];
      assert.ok(inputs.length >= 2 && inputs.length <= 4, `${inputs.length} inputs`);
      assertUnique(
        inputs.map((i) => i.itemId),
        'fusion input',
      );
      for (const input of inputs) {
        assert.ok(itemsById.has(input.itemId));
        assert.notEqual(input.itemId, fusion.resultItemId);
        assert.ok(input.quantity >= 1 && input.quantity <= 3);
      }
    }
  });
});

describe('evolutions', () => {
  const itemsById = new Map(items.map((i) => [i.id, i]));
  const stepsOf = (evolutionId: string) =>
    evolutionSteps.filter((s) => s.evolutionId === evolutionId).sort((a, b) => a.step - b.step);

  it('has 20 to 40 chains of 2 to 4 steps, each card in one chain at most', () => {
    assert.ok(evolutions.length >= 20 && evolutions.length <= 40, `${evolutions.length} chains`);
    for (const evolution of evolutions) {
      const steps = stepsOf(evolution.id);
      assert.ok(steps.length >= 2 && steps.length <= 4, `${evolution.name}: ${steps.length} steps`);
      assert.deepEqual(
        steps.map((s) => s.step),
        steps.map((_, i) => i),
      );
    }
    assert.equal(new Set(evolutionSteps.map((s) => s.evolutionId)).size, evolutions.length);
    assertUnique(
      evolutionSteps.map((s) => s.itemId),
      'evolution card',
    );
  });

  it('climbs one pack in rising rarity from a common first card, through plain cards no fusion involves', () => {
    const fusionCards = new Set([...fusionInputs.map((i) => i.itemId), ...fusions.map((f) => f.resultItemId)]);
    for (const evolution of evolutions) {
      const cards = stepsOf(evolution.id).map((s) => itemsById.get(s.itemId)!);
      assert.ok(cards[0]!.rarity <= 2, evolution.name);
      for (let i = 1; i < cards.length; i++) {
        assert.equal(cards[i]!.packId, cards[0]!.packId, evolution.name);
        assert.ok(cards[i]!.rarity > cards[i - 1]!.rarity, evolution.name);
      }
      for (const card of cards) {
        assert.ok(card.rarity <= 5 && !card.effect && card.isInvocable && !fusionCards.has(card.id), card.slug);
      }
    }
  });

  it('costs nothing for the first card, then three to eight weeks of star shards per step, never less further on', () => {
    // An active upgrader melts about 2 duplicates, 2 star shards, a week.
    for (const evolution of evolutions) {
      const costs = stepsOf(evolution.id).map((s) => s.upgradeDustCost);
      assert.equal(costs[0], 0, evolution.name);
      for (let i = 1; i < costs.length; i++) {
        assert.ok(costs[i]! >= 6 && costs[i]! <= 17, `${evolution.name}: ${costs.join(', ')}`);
        if (i > 1) assert.ok(costs[i]! >= costs[i - 1]!, `${evolution.name}: ${costs.join(', ')}`);
      }
    }
  });
});

describe('recycle config', () => {
  it('has one row per rarity and shiny level, crafting costing more than recycling gives', () => {
    assert.equal(recycleConfig.length, 18);
    assertUnique(
      recycleConfig.map((r) => `${r.rarity}/${r.shinyLevel}`),
      'rarity and shiny level',
    );
    for (const row of recycleConfig) assert.ok(row.craftValue > row.recycleValue && row.recycleValue > 0);
    for (const shinyLevel of [0, 1, 2]) {
      const values = recycleConfig.filter((r) => r.shinyLevel === shinyLevel).sort((a, b) => a.rarity - b.rarity);
      for (let i = 1; i < values.length; i++) {
        assert.ok((values[i]?.recycleValue ?? 0) > (values[i - 1]?.recycleValue ?? 0));
      }
    }
  });
});
