import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ShopEntry } from '@zu/shared-contract';
import { readWorldDate, setWorldDate } from '../../../src/areas/world/world-clock';
import { addDays } from '../../../src/engine/world-rules';
import { hardcore, useTestApp } from '../../support/test-app';

const t = useTestApp();
const shop = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/public/shop', headers })).json() as ShopEntry[];

describe('GET /public/shop', () => {
  it("gives the current batch of the rule set's offers, cheapest first", async () => {
    const offers = await shop(hardcore);
    assert.equal(offers.length, 8);
    assert.equal(new Set(offers.map((o) => o.beginDate)).size, 1);
    const prices = offers.map((o) => o.shopInventory.balance);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
    for (const offer of offers) {
      assert.ok(offer.currentStock >= 0 && offer.currentStock <= offer.initialStock);
      assert.ok(offer.shopInventory.item.rarity >= 2 && offer.shopInventory.item.rarity <= 5);
      if (offer.shopInventory.shinyLevel === 1) assert.equal(offer.shopInventory.item.shinyLevels[1], true);
    }
  });

  it('keeps the rule sets apart', async () => {
    const hard = await shop(hardcore);
    const normal = await shop({});
    assert.equal(normal.length, 8);
    assert.equal(hard.filter((o) => normal.some((n) => n.id === o.id)).length, 0);
  });

  it("gives the batch of the world's day, whatever the machine's clock says", async () => {
    const today = await readWorldDate(t.app.db);
    const yesterday = addDays(today, -1);
    await setWorldDate(t.app.db, yesterday);
    try {
      const offers = await shop(hardcore);
      assert.ok(offers.length > 0);
      assert.deepEqual([...new Set(offers.map((o) => o.beginDate.slice(0, 10)))], [yesterday]);
    } finally {
      await setWorldDate(t.app.db, today);
    }
    assert.deepEqual([...new Set((await shop(hardcore)).map((o) => o.beginDate.slice(0, 10)))], [today]);
  });
});
