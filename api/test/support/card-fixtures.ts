// Cards of the tests' own: copies of a tradable card with no effect (one a market offer, a sale or a gift moves
// without anything else happening), given to a player straight in the database.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { inventories } from '../../src/areas/players/players-schema';
import type { CatalogueItem } from '../../src/engine/catalogue';
import type { Db } from '../../src/db/client';
import type { RuleSet } from '../../src/engine/rule-sets';
import { loadCatalogue } from '../../src/orchestrator/catalogue-loader';

type Owner = { userId: string; ruleSet: RuleSet };

/** A tradable card of the catalogue with no effect. */
export async function tradableCardWithNoEffect(db: Db): Promise<CatalogueItem> {
  const card = (await loadCatalogue(db)).items.find((item) => item.isTradable && item.effect === null);
  assert.ok(card, 'the catalogue has a tradable card with no effect');
  return card;
}

/** Gives `owner` `quantity` plain copies of the card `itemId`, in their rule set. */
export async function giveCopies(db: Db, owner: Owner, itemId: string, quantity = 1): Promise<void> {
  await db.insert(inventories).values({
    id: randomUUID(),
    userId: owner.userId,
    ruleSet: owner.ruleSet,
    itemId,
    shinyLevel: 0,
    upgradeLevel: 0,
    quantity,
  });
}

/** Gives `owner` `quantity` plain copies of a tradable card with no effect; returns the card's id. */
export async function giveTradableCard(db: Db, owner: Owner, quantity = 1): Promise<string> {
  const { id } = await tradableCardWithNoEffect(db);
  await giveCopies(db, owner, id, quantity);
  return id;
}
