// A profile's "Constellations uniques" and its constellations tab read the same cards: the constellation copies.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq, gt } from 'drizzle-orm';
import type { InventoryEntry, PlayerProfile } from '@zu/shared-contract';
import { inventories, users } from '../../../src/areas/players/players-schema';
import { hardcore, useTestApp } from '../../support/test-app';

const t = useTestApp();

describe('the profile counts constellations as its constellations tab shows them', () => {
  it('gives, for every holder of a constellation and for a player without one, the cards of the tab', async () => {
    const holders = await t.app.db
      .selectDistinct({ userName: users.discordUserName })
      .from(inventories)
      .innerJoin(users, eq(users.id, inventories.userId))
      .where(and(eq(inventories.ruleSet, 'HARDCORE'), gt(inventories.upgradeLevel, 0)))
      .limit(8);
    assert.ok(holders.length > 0, 'the seeded world holds constellations');
    for (const userName of [...holders.map((h) => h.userName), 'joueur.test']) {
      const name = encodeURIComponent(userName);
      const read = async (url: string) => (await t.app.inject({ url, headers: hardcore })).json() as unknown;
      const profile = (await read(`/public/user/${name}`)) as PlayerProfile;
      const inventory = (await read(`/public/inventory/${name}`)) as InventoryEntry[];
      const tab = new Set(inventory.filter((entry) => entry.upgradeLevel > 0).map((entry) => entry.item.id));
      assert.equal(profile.inventoryUniqueUpgradableCount, tab.size, userName);
      assert.ok(profile.inventoryUniqueUpgradableCount <= profile.upgradableItemCount, userName);
    }
  });
});
