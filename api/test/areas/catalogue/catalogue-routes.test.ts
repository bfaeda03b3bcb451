import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Boosters, Fusion, Item, ItemDetail, Pack } from '@zu/shared-contract';
import { invocationRarityWeights, rarityOdds } from '../../../src/areas/invocations/drop-rules';
import { basicInvocationPool } from '../../../src/areas/invocations/invocations-rules';
import { loadCatalogue } from '../../../src/orchestrator/catalogue-loader';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
const { json, refusal } = requestsTo(t, hardcore);

describe('GET /public/pack', () => {
  it('lists packs over several years, Classique once per year', async () => {
    const packs = await json<Pack[]>('/public/pack');
    const classique = packs.filter((p) => p.name === 'Classique');
    assert.ok(classique.length >= 5);
    assert.ok(new Set(classique.map((p) => p.year)).size === classique.length);
    assert.ok(packs.some((p) => p.year === null));
    for (const pack of packs) assert.deepEqual(Object.keys(pack).sort(), ['id', 'name', 'slug', 'year']);
  });
});

describe('GET /public/item', () => {
  it('lists about 1,500 cards with the documented shape', async () => {
    const items = await json<Item[]>('/public/item');
    assert.ok(items.length >= 1400 && items.length <= 1600, String(items.length));
    const card = items[0]!;
    for (const key of [
      'id',
      'identifier',
      'name',
      'slug',
      'genre',
      'rarity',
      'pack',
      'urls',
      'scores',
      'shinyLevels',
      'isRecyclable',
      'isTradable',
      'isCounting',
      'isCraftable',
      'isInvocable',
      'isGoldable',
      'isUpgradable',
      'hideHardcoreTag',
      'isFusion',
      'isMaterial',
    ]) {
      assert.ok(key in card, key);
    }
    assert.equal(card.slug.startsWith(`${card.identifier}-`), true);
    assert.deepEqual(
      card.urls,
      [0, 1, 2].map((level) => `http://api.test/images/item/${card.id}-${level}.webp`),
    );
    assert.ok(items.some((i) => i.rarity === 6));
    assert.ok(items.some((i) => i.isFusion) && items.some((i) => i.isMaterial));
    assert.ok(items.some((i) => i.effect));
  });

  it('applies repeated filters together', async () => {
    const tradable = await json<Item[]>('/public/item?filters=IS_TRADABLE');
    const both = await json<Item[]>('/public/item?filters=IS_TRADABLE&filters=IS_UPGRADABLE');
    assert.ok(tradable.length > 0 && tradable.every((i) => i.isTradable));
    assert.ok(both.length > 0 && both.length < tradable.length);
    assert.ok(both.every((i) => i.isTradable && i.isUpgradable));
  });

  it('searches names case-insensitively, and identifiers', async () => {
    const all = await json<Item[]>('/public/item');
    const target = all[42]!;
    const word = target.name.split(' ')[0]!.toUpperCase();
    const found = await json<Item[]>(`/public/item?search=${encodeURIComponent(word)}`);
    assert.ok(found.some((i) => i.id === target.id));
    assert.ok(found.every((i) => i.name.toUpperCase().includes(word) || String(i.identifier) === word));
    const byNumber = await json<Item[]>(`/public/item?search=${target.identifier}`);
    assert.ok(byNumber.some((i) => i.id === target.id));
    assert.deepEqual(await json<Item[]>('/public/item?search=%25%25zzzz_introuvable'), []);
  });

  it('filters by shiny level and by pack', async () => {
    const chroma = await json<Item[]>('/public/item?shinyLevel=2');
    assert.ok(chroma.length > 0 && chroma.every((i) => i.shinyLevels[2]));
    const packs = await json<Pack[]>('/public/pack');
    const pack = packs.find((p) => p.name !== 'Classique')!;
    const inPack = await json<Item[]>(`/public/item?packId=${pack.id}`);
    assert.ok(inPack.length > 0 && inPack.every((i) => i.pack.id === pack.id));
  });

  it('keeps the cards of any of the repeated rarities', async () => {
    const all = await json<Item[]>('/public/item');
    const some = await json<Item[]>('/public/item?rarity=1&rarity=5');
    assert.equal(some.length, all.filter((i) => i.rarity === 1 || i.rarity === 5).length);
    assert.ok(some.some((i) => i.rarity === 1) && some.some((i) => i.rarity === 5));
    const stars = await json<Item[]>('/public/item?rarity=6');
    assert.ok(stars.length > 0 && stars.every((i) => i.rarity === 6));
  });

  it("keeps the cards of one year's packs", async () => {
    const all = await json<Item[]>('/public/item');
    const year = all.find((i) => i.pack.year !== null)!.pack.year!;
    const ofYear = await json<Item[]>(`/public/item?year=${year}`);
    assert.equal(ofYear.length, all.filter((i) => i.pack.year === year).length);
    assert.ok(ofYear.length > 0 && ofYear.length < all.length);
  });

  it('keeps fusion results, fusion materials, or cards that are both', async () => {
    const all = await json<Item[]>('/public/item');
    const results = await json<Item[]>('/public/item?fusions=true');
    const materials = await json<Item[]>('/public/item?materials=true');
    const both = await json<Item[]>('/public/item?fusions=true&materials=true');
    assert.equal(results.length, all.filter((i) => i.isFusion).length);
    assert.equal(materials.length, all.filter((i) => i.isMaterial).length);
    assert.equal(both.length, all.filter((i) => i.isFusion && i.isMaterial).length);
    assert.ok(results.length > 0 && materials.length > 0);
    assert.equal((await json<Item[]>('/public/item?fusions=false')).length, all.length);
  });

  it('keeps the effect cards', async () => {
    const all = await json<Item[]>('/public/item');
    const effects = await json<Item[]>('/public/item?effects=true');
    assert.ok(effects.length > 0);
    assert.deepEqual(
      effects.map((i) => i.id),
      all.filter((i) => i.effect).map((i) => i.id),
    );
  });

  it('combines every filter: each one narrows the list the others give', async () => {
    const all = await json<Item[]>('/public/item');
    const packs = await json<Pack[]>('/public/pack');
    const classique = packs.find((p) => p.name === 'Classique' && p.year !== null)!;
    const url =
      `/public/item?filters=IS_TRADABLE&filters=IS_RECYCLABLE&shinyLevel=1&packId=${classique.id}` +
      `&rarity=1&rarity=2&rarity=3&year=${classique.year}&search=e`;
    const found = await json<Item[]>(url);
    const expected = all.filter(
      (i) =>
        i.isTradable &&
        i.isRecyclable &&
        i.shinyLevels[1] &&
        i.pack.id === classique.id &&
        [1, 2, 3].includes(i.rarity) &&
        i.pack.year === classique.year &&
        i.name.toLowerCase().includes('e'),
    );
    assert.ok(expected.length > 0);
    assert.deepEqual(
      found.map((i) => i.id),
      expected.map((i) => i.id),
    );
  });

  it('answers 400 {code, message} to an unknown parameter', async () => {
    for (const query of ['pack=classique', 'filter=IS_TRADABLE', 'rarities=1']) {
      const body = await refusal(`/public/item?${query}`, 400);
      assert.equal(body.code, 'INVALID_REQUEST', query);
    }
  });

  it('answers 400 {code, message} to invalid values, never 500', async () => {
    for (const query of [
      'filters=IS_SHINY',
      'filters=IS_TRADABLE&filters=NOPE',
      'shinyLevel=3',
      'shinyLevel=7',
      'shinyLevel=abc',
      'packId=not-a-uuid',
      'packId=12',
      'packId=abc',
      'rarity=0',
      'rarity=7',
      'rarity=1&rarity=x',
      'year=abc',
      'year=20',
      'fusions=maybe',
      'materials=2',
      'effects=oui',
      `search=${'x'.repeat(101)}`,
      'search=',
    ]) {
      const body = await refusal(`/public/item?${query}`, 400);
      assert.equal(body.code, 'INVALID_REQUEST', query);
    }
  });
});

describe('GET /public/item/{slug}', () => {
  it('details a fusion result with its components, recycle values and owned share', async () => {
    const fusions = await json<Fusion[]>('/public/fusion');
    const fusion = fusions[0]!;
    const detail = await json<ItemDetail>(`/public/item/${fusion.item.slug}`);
    assert.equal(detail.item.id, fusion.item.id);
    assert.equal(detail.item.isFusion, true);
    assert.deepEqual(
      detail.componentItems?.map((i) => i.id).sort(),
      [...new Set(fusion.items.map((i) => i.id))].sort(),
    );
    assert.equal(detail.backUrls.length, 3);
    assert.ok(
      detail.normalRecycleMetadata &&
        detail.normalRecycleMetadata.craftValue > detail.normalRecycleMetadata.recycleValue,
    );
    assert.ok(detail.ownedPercent >= 0 && detail.ownedPercent <= 100);
  });

  it('lists the fusions a material goes into', async () => {
    const fusions = await json<Fusion[]>('/public/fusion');
    const material = fusions[0]!.items[0]!;
    const detail = await json<ItemDetail>(`/public/item/${material.slug}`);
    assert.ok(detail.fusionItems?.some((i) => i.id === fusions[0]!.item.id));
  });

  it('gives the card as the list does, its images per shiny level, golden values only for a goldable card', async () => {
    const all = await json<Item[]>('/public/item');
    const golden = all.find((i) => i.shinyLevels[1] && i.rarity < 6)!;
    const detail = await json<ItemDetail>(`/public/item/${golden.slug}`);
    assert.deepEqual(detail.item, golden);
    assert.equal(detail.item.urls.length, 3);
    assert.ok(detail.goldenRecycleMetadata && detail.normalRecycleMetadata);
    assert.ok(detail.goldenRecycleMetadata.craftValue > detail.normalRecycleMetadata.craftValue);
    const star = all.find((i) => i.rarity === 6 && !i.shinyLevels[1]);
    if (star) assert.equal((await json<ItemDetail>(`/public/item/${star.slug}`)).goldenRecycleMetadata, undefined);
  });

  it('answers 404 for an unknown card and 400 for a malformed slug', async () => {
    assert.equal((await refusal('/public/item/999999-carte-inconnue', 404)).code, 'NOT_FOUND');
    await refusal('/public/item/Mauvais%20Slug!', 400);
  });
});

describe('GET /public/fusion', () => {
  it('gives each result with its inputs repeated once per unit of quantity', async () => {
    const fusions = await json<Fusion[]>('/public/fusion');
    assert.ok(fusions.length >= 40);
    for (const fusion of fusions) {
      assert.ok(fusion.items.length >= 2);
      assert.ok(fusion.items.every((i) => i.id !== fusion.item.id));
    }
    assert.ok(
      fusions.some((f) => new Set(f.items.map((i) => i.id)).size < f.items.length),
      'some input has quantity > 1',
    );
  });
});

describe('GET /public/booster', () => {
  it("gives a basic invocation's odds per rarity and per pack, from the invocable cards", async () => {
    const boosters = await json<Boosters>('/public/booster');
    const all = await json<Item[]>('/public/item?filters=IS_INVOCABLE');
    const pool = all.filter((i) => i.rarity < 6 && !i.effect);
    assert.equal(boosters.balanceCost, 1000);
    const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;
    assert.ok(
      near(
        boosters.rarities.reduce((sum, r) => sum + r.rate, 0),
        1,
      ),
    );
    assert.ok(
      near(
        boosters.packs.reduce((sum, p) => sum + p.rate, 0),
        1,
      ),
    );
    assert.equal(
      boosters.packs.reduce((sum, p) => sum + p.cardCount, 0),
      pool.length,
    );
    for (const { rarity, cardCount } of boosters.rarities) {
      assert.equal(cardCount, pool.filter((i) => i.rarity === rarity).length);
    }
    const rarity1 = boosters.rarities.find((r) => r.rarity === 1)!;
    assert.ok(rarity1.rate > boosters.rarities.find((r) => r.rarity === 5)!.rate);
    const pack = boosters.packs[0]!;
    const ofRarity1 = pack.rarities.find((r) => r.rarity === 1);
    if (ofRarity1) assert.ok(near(ofRarity1.rate, (rarity1.rate * ofRarity1.cardCount) / rarity1.cardCount));
    assert.ok(boosters.goldenRate > boosters.chromaRate);
  });

  it("publishes the draw's own odds over the engine's basic pool of the seeded catalogue", async () => {
    const boosters = await json<Boosters>('/public/booster');
    const pool = basicInvocationPool(await loadCatalogue(t.app.db));
    const odds = rarityOdds(invocationRarityWeights, pool);
    assert.deepEqual(
      boosters.rarities.map(({ rarity, cardCount, rate }) => [rarity, cardCount, rate]),
      [...odds.keys()]
        .sort((a, b) => a - b)
        .map((rarity) => [rarity, pool.filter((card) => card.rarity === rarity).length, odds.get(rarity)]),
    );
    const packIds = [...new Set(pool.map((card) => card.packId))].sort();
    assert.deepEqual(boosters.packs.map((entry) => entry.pack.id).sort(), packIds);
    for (const entry of boosters.packs) {
      assert.equal(entry.cardCount, pool.filter((card) => card.packId === entry.pack.id).length, entry.pack.name);
    }
  });
});
