// GET /public/user/{userName}/overview: a player's collection, pins, best invocations and Vortex, on rows the tests
// insert; each rule set answers from its own rows.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { PlayerOverview } from '@zu/shared-contract';
import { addDays } from '../../../src/engine/world-rules';
import { useGameWorld, type GameWorld } from '../../support/game-world';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
let world: GameWorld;
const { json } = requestsTo(t);

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
      constellations.map((line) => [line.upgradeLevel <= line.rarity, line.inventoryCount]),
      [[true, 1]],
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
    // 23 invocations in a row without a rarity 4 or 5: the 23rd is the guaranteed one.
    assert.equal(overview.invocationsBeforePity, 23);
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
    assert.equal(overview.invocationsBeforePity, 50);
    assert.deepEqual([overview.pins, overview.bestInventoryLogs], [[], []]);
  });
});
