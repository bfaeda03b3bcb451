// A player's overview, loots, inventory, banners and evolution, on rows the tests insert (the seed does not fill
// these tables yet): each rule set answers from its own rows.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type {
  BannerOwnership,
  Evolution,
  InventoryEntry,
  LootMap,
  PlayerOverview,
  PlayerProfile,
} from '@zu/shared-contract';
import { addDays } from '../src/engine/world-rules';
import { useGameWorld, type GameWorld } from './support/game-world';
import { hardcore, useTestApp } from './support/test-app';

const t = useTestApp();
let world: GameWorld;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const json = async <T>(url: string, headers: Record<string, string> = {}) => {
  const response = await get(url, headers);
  assert.equal(response.statusCode, 200, response.body.slice(0, 300));
  return response.json() as T;
};
const assertBadRequest = async (url: string) => {
  const response = await get(url);
  assert.equal(response.statusCode, 400, url);
  assert.equal(response.json().code, 'INVALID_REQUEST', url);
  assert.equal(typeof response.json().message, 'string');
};

const loadWorld = useGameWorld(t);

describe('GET /public/user/{userName}/overview', () => {
  before(async () => {
    world = await loadWorld();
  });

  it('counts the collection per rarity, shiny level and constellation level against the catalogue', async () => {
    const { countByRarity } = await json<PlayerOverview>('/public/user/joueur.test/overview');
    const copies = countByRarity.reduce((total, line) => total + line.inventoryCount, 0);
    assert.equal(copies, 7, 'the NORMAL inventory holds 7 copies');
    for (const line of countByRarity) {
      assert.ok(line.inventoryUniqueCount <= line.itemCount, JSON.stringify(line));
      assert.ok(line.upgradableItemCount <= line.itemCount || line.upgradeLevel > 0);
    }
    const constellations = countByRarity.filter((line) => line.upgradeLevel > 0);
    assert.deepEqual(
      constellations.map((line) => [line.upgradeLevel, line.inventoryCount]),
      [[2, 1]],
    );
    // Every rarity of the catalogue has its three shiny-level lines, even where the player owns nothing.
    const plain = countByRarity.filter((line) => line.upgradeLevel === 0);
    assert.equal(plain.length % 3, 0);
    assert.ok(plain.some((line) => line.inventoryCount === 0));
  });

  it('lists the pins in showcase order, the best invocations, the pity counter and the running Vortex season', async () => {
    const overview = await json<PlayerOverview>('/public/user/joueur.test/overview');
    assert.deepEqual(
      overview.pins.map((pin) => [pin.inventory.item.id, pin.inventory.shinyLevel, pin.date.slice(0, 10)]),
      [
        [world.itemIds[1], 1, addDays(world.today, -2)],
        [world.itemIds[0], 0, addDays(world.today, -1)],
      ],
    );
    assert.equal(overview.bestInventoryLogs.length, 2);
    const rarities = overview.bestInventoryLogs.map((log) => log.item.rarity);
    assert.deepEqual(
      rarities,
      [...rarities].sort((a, b) => b - a),
    );
    assert.deepEqual(
      overview.bestInventoryLogs.filter((log) => log.isPity).map((log) => log.item.id),
      [world.itemIds[1]],
    );
    assert.ok(overview.bestInventoryLogs.every((log) => log.source === 'INVOKE' && log.deltaQuantity === 1));
    assert.equal(overview.invokeBeforePity, 230);
    assert.ok(overview.towerStat);
    assert.equal(overview.towerStat.towerSeasonIndex, 2);
    assert.equal(overview.towerStat.maxFloorIndex, 3);
    assert.equal(overview.towerStat.towerLogCount, 3);
    assert.equal(overview.towerStat.isCurrentTowerSeason, true);
    assert.deepEqual(
      overview.towerStat.items.map((item) => item.id).sort(),
      [world.itemIds[0], world.itemIds[1]].sort(),
    );
  });

  it('answers from the rule set asked for', async () => {
    const overview = await json<PlayerOverview>('/public/user/joueur.test/overview', hardcore);
    assert.equal(
      overview.countByRarity.reduce((total, line) => total + line.inventoryCount, 0),
      2,
    );
    assert.deepEqual(overview.pins, []);
    assert.deepEqual(
      overview.bestInventoryLogs.map((log) => log.item.id),
      [world.itemIds[3]],
    );
    assert.equal(overview.invokeBeforePity, 480);
    // The HARDCORE season runs, but joueur.test has not climbed it.
    assert.equal('towerStat' in overview, false);
  });

  it('starts the pity counter from the top for a player who never invoked', async () => {
    const overview = await json<PlayerOverview>('/public/user/sans.hardcore/overview');
    assert.equal(overview.invokeBeforePity, 500);
    assert.deepEqual([overview.pins, overview.bestInventoryLogs], [[], []]);
  });
});

describe('GET /public/loot/{userName}', () => {
  before(async () => {
    world = await loadWorld();
  });

  it('maps each of the last 365 days to its loots by default (and with year=0)', async () => {
    const map = await json<LootMap>('/public/loot/joueur.test');
    const days = Object.keys(map);
    assert.equal(days.length, 365);
    assert.deepEqual([days[0], days.at(-1)], [addDays(world.today, -364), world.today]);
    assert.deepEqual(
      map[world.today]!.map((loot) => [loot.type, loot.amount, loot.date]),
      [['DAILY', 1200, `${world.today}T09:00:00`]],
    );
    assert.deepEqual(map[addDays(world.today, -1)]!.map((loot) => loot.type).sort(), ['DAILY', 'WEEKLY']);
    const loot = map[world.today]![0]!;
    assert.equal(loot.amount, loot.baseAmount + loot.corporationAmount + loot.subscriptionAmount);
    assert.deepEqual(await json<LootMap>('/public/loot/joueur.test?year=0'), map);
  });

  it('maps a calendar year day by day', async () => {
    const year = Number(world.today.slice(0, 4)) - 1;
    const map = await json<LootMap>(`/public/loot/joueur.test?year=${year}`);
    const days = Object.keys(map);
    assert.deepEqual([days[0], days.at(-1)], [`${year}-01-01`, `${year}-12-31`]);
    assert.ok(days.length === 365 || days.length === 366);
    assert.equal(map[`${year}-07-14`]!.length, 1);
    assert.equal(
      Object.values(map).reduce((total, loots) => total + loots.length, 0),
      1,
    );
  });

  it('answers from the rule set asked for', async () => {
    const map = await json<LootMap>('/public/loot/joueur.test', hardcore);
    assert.deepEqual(
      map[world.today]!.map((loot) => [loot.amount, loot.corporationAmount, loot.corporationBonusLevel]),
      [[1230, 30, 2]],
    );
    assert.deepEqual(map[addDays(world.today, -1)], []);
  });

  it('answers 400 {code, message} to a malformed year', async () => {
    for (const year of ['abc', '-1', '2024.5', '1500', '10000', '']) {
      await assertBadRequest(`/public/loot/joueur.test?year=${year}`);
    }
  });
});

describe('GET /public/inventory/{userName}', () => {
  before(async () => {
    world = await loadWorld();
  });

  it("lists the player's cards by number, with their recycle values", async () => {
    const entries = await json<InventoryEntry[]>('/public/inventory/joueur.test');
    assert.equal(entries.length, 5);
    const numbers = entries.map((entry) => entry.item.identifier);
    assert.deepEqual(
      numbers,
      [...numbers].sort((a, b) => a - b),
    );
    const constellation = entries.find((entry) => entry.upgradeLevel > 0);
    assert.deepEqual([constellation?.item.id, constellation?.upgradeLevel], [world.itemIds[2], 2]);
    assert.equal(entries.find((entry) => entry.item.id === world.itemIds[0])?.quantity, 3);
    const config = (await get('/public/recycle/config')).json() as {
      rarity: number;
      shinyLevel: number;
      recycleValue: number;
    }[];
    for (const entry of entries) {
      assert.equal(typeof entry.isFusion, 'boolean');
      assert.equal(typeof entry.isFusionComponent, 'boolean');
      if (!entry.item.isRecyclable) continue;
      const values = config.find((c) => c.rarity === entry.item.rarity && c.shinyLevel === entry.shinyLevel);
      assert.equal(entry.recycleMetadata?.recycleValue, values?.recycleValue);
    }
  });

  it('keeps the cards whose name holds the search, or whose number it is', async () => {
    const all = await json<InventoryEntry[]>('/public/inventory/joueur.test');
    const first = all[0]!.item;
    const byName = await json<InventoryEntry[]>(
      `/public/inventory/joueur.test?search=${encodeURIComponent(first.name.toUpperCase())}`,
    );
    assert.ok(byName.length >= 1 && byName.every((entry) => entry.item.name.includes(first.name)));
    const byNumber = await json<InventoryEntry[]>(`/public/inventory/joueur.test?search=${first.identifier}`);
    assert.ok(byNumber.some((entry) => entry.item.id === first.id));
    assert.deepEqual(await json('/public/inventory/joueur.test?search=zzzzzz'), []);
    await assertBadRequest(`/public/inventory/joueur.test?search=${'x'.repeat(101)}`);
  });

  it('answers from the rule set asked for', async () => {
    const entries = await json<InventoryEntry[]>('/public/inventory/joueur.test', hardcore);
    assert.deepEqual(
      entries.map((entry) => [entry.item.id, entry.quantity]),
      [[world.itemIds[3], 2]],
    );
    assert.deepEqual(await json('/public/inventory/sans.hardcore'), []);
  });
});

describe('GET /public/banner/{userName}', () => {
  before(async () => {
    world = await loadWorld();
  });

  it('lists every banner: those unlocked with their id and date, the others without', async () => {
    for (const [headers, unlocked] of [
      [{}, 6],
      [hardcore, 5],
    ] as const) {
      const banners = await json<BannerOwnership[]>('/public/banner/joueur.test', headers);
      const owned = banners.filter((entry) => entry.id);
      assert.equal(owned.length, unlocked);
      assert.ok(owned.every((entry) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(entry.date!)));
      assert.ok(banners.filter((entry) => !entry.id).every((entry) => !('date' in entry)));
      assert.equal(new Set(banners.map((entry) => entry.banner.id)).size, banners.length);
      assert.ok(banners.every((entry) => entry.banner.imageUrl.endsWith(`/images/banner/${entry.banner.id}.webp`)));
    }
    const normal = await json<BannerOwnership[]>('/public/banner/joueur.test');
    const hard = await json<BannerOwnership[]>('/public/banner/joueur.test', hardcore);
    assert.equal(normal.length, hard.length, 'every banner of the game, whatever the rule set');
  });

  it("shows the banner the profile shows among the player's", async () => {
    const profile = await json<PlayerProfile>('/public/user/joueur.test');
    const banners = await json<BannerOwnership[]>('/public/banner/joueur.test');
    if (profile.user.userBanner) {
      assert.equal(
        banners.find((entry) => entry.id === profile.user.userBanner!.id)?.banner.id,
        profile.user.userBanner.banner.id,
      );
    }
  });
});

describe('GET /public/evolution/{userName}', () => {
  before(async () => {
    world = await loadWorld();
  });

  it('gives the chain, the steps owned, what each step costs and the player’s upgradeDust', async () => {
    const profile = await json<PlayerProfile>('/public/user/joueur.test');
    const evolution = await json<Evolution>('/public/evolution/joueur.test');
    assert.deepEqual(
      evolution.evolutionItems.map((step) => [step.item.id, step.isOwned]),
      [
        [world.itemIds[4], true],
        [world.itemIds[5], true],
        [world.itemIds[6], false],
      ],
    );
    assert.deepEqual(evolution.evolutionUpgradeDustCost, [10, 25]);
    assert.equal(evolution.upgradeDust, profile.user.upgradeDust);
  });

  it('answers from the rule set asked for', async () => {
    const profile = await json<PlayerProfile>('/public/user/joueur.test', hardcore);
    const evolution = await json<Evolution>('/public/evolution/joueur.test', hardcore);
    assert.deepEqual(
      evolution.evolutionItems.map((step) => step.isOwned),
      [false, false, false],
    );
    assert.equal(evolution.upgradeDust, profile.user.upgradeDust);
  });
});
