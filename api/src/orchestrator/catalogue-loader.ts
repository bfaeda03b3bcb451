// The engine's view of the card catalogue, read once per database and kept: the catalogue only changes when the
// seed is loaded again, and every action needs it. Load it before opening an action's transaction (PGlite runs one
// statement at a time, so a read on the database from inside a transaction would wait for that transaction).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fusionInputs, fusions, items, packs, recycleConfig } from '../areas/catalogue/catalogue-schema';
import type { CardEffect } from '@zu/shared-contract';
import {
  createCatalogue,
  type Catalogue,
  type CatalogueItem,
  type FusionRecipe,
  type ShinyLevel,
} from '../engine/catalogue';
import { perDatabase } from '../lib/per-database';

export const loadCatalogue = perDatabase(readCatalogue);

async function readCatalogue(db: Db): Promise<Catalogue> {
  const itemRows = await db
    .select({ item: items, packName: packs.name })
    .from(items)
    .innerJoin(packs, eq(packs.id, items.packId))
    .orderBy(asc(items.identifier));
  const configRows = await db.select().from(recycleConfig);
  const inputRows = await db
    .select({ resultItemId: fusions.resultItemId, itemId: fusionInputs.itemId, quantity: fusionInputs.quantity })
    .from(fusionInputs)
    .innerJoin(fusions, eq(fusions.id, fusionInputs.fusionId))
    .orderBy(asc(fusions.resultItemId), asc(fusionInputs.itemId));
  const recipes = new Map<string, FusionRecipe & { inputs: { itemId: string; quantity: number }[] }>();
  for (const { resultItemId, itemId, quantity } of inputRows) {
    const recipe = recipes.get(resultItemId) ?? { resultItemId, inputs: [] };
    recipe.inputs.push({ itemId, quantity });
    recipes.set(resultItemId, recipe);
  }
  return createCatalogue({
    items: itemRows.map(({ item, packName }) => toCatalogueItem(item, packName)),
    recycleConfig: configRows.map((row) => ({ ...row, shinyLevel: row.shinyLevel as ShinyLevel })),
    fusions: [...recipes.values()],
  });
}

/** The catalogue columns the rules read, as the items table holds them. */
export type CatalogueItemColumns = Pick<
  typeof items.$inferSelect,
  | 'id'
  | 'rarity'
  | 'packId'
  | 'score0'
  | 'score1'
  | 'score2'
  | 'shiny0'
  | 'shiny1'
  | 'shiny2'
  | 'isRecyclable'
  | 'isTradable'
  | 'isCounting'
  | 'isCraftable'
  | 'isInvocable'
  | 'isGoldable'
  | 'isUpgradable'
  | 'effect'
>;

/** A card of the items table as the rules see it (the data layer and the seed build theirs the same way). */
export function toCatalogueItem(row: CatalogueItemColumns, packName: string): CatalogueItem {
  return {
    id: row.id,
    rarity: row.rarity,
    packId: row.packId,
    packName,
    scores: [row.score0, row.score1, row.score2],
    shinyLevels: [row.shiny0, row.shiny1, row.shiny2],
    isRecyclable: row.isRecyclable,
    isTradable: row.isTradable,
    isCounting: row.isCounting,
    isCraftable: row.isCraftable,
    isInvocable: row.isInvocable,
    isGoldable: row.isGoldable,
    isUpgradable: row.isUpgradable,
    effect: (row.effect ?? null) as CardEffect | null,
  };
}
