// GET /public/inventory/{userName}: a player's cards, on rows the tests insert; each rule set answers from its own
// rows.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { InventoryEntry } from '@zu/shared-contract';
import { useGameWorld, type GameWorld } from '../../support/game-world';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
let world: GameWorld;
const { get, json, refusal } = requestsTo(t);
const assertBadRequest = (url: string) => refusal(url, 400, 'INVALID_REQUEST');

const loadWorld = useGameWorld(t);

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
    const constellation = entries.find((entry) => entry.upgradeLevel > 0)!;
    assert.equal(constellation.item.id, world.itemIds[2]);
    // A constellation's level counts up from 1 as its upgradeLevel counts down from the card's rarity; plain copies
    // have no level.
    assert.equal(constellation.constellationLevel, constellation.item.rarity - constellation.upgradeLevel + 1);
    assert.ok(constellation.constellationLevel! >= 1);
    assert.ok(entries.every((entry) => entry.upgradeLevel > 0 || !('constellationLevel' in entry)));
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
