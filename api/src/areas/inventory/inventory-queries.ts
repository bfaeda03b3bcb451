import { asc, eq, and, count, gt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ofPlayer, preparedQuery } from '../../db/prepared';
import { chainsOfSteps, type EvolutionChain } from './evolution-rules';
import { evolutions, evolutionSteps } from './inventory-schema';
import type { RuleSet } from '../../engine/rule-sets';
import { items, packs, recycleConfig } from '../catalogue/catalogue-schema';
import { itemConditions } from '../catalogue/item-filters';
import { itemSelection } from '../catalogue/item-selection';
import { inventories, playerSummaries, type OwnedCount } from '../players/players-schema';
import { perDatabase } from '../../lib/per-database';

/** Every evolution chain, its cards in step order and the upgradeDust each later step costs. */
export async function loadEvolutionChains(db: Db): Promise<EvolutionChain[]> {
  return chainsOfSteps(
    await db.select().from(evolutionSteps).orderBy(asc(evolutionSteps.evolutionId), asc(evolutionSteps.step)),
  );
}

/** An inventory line with its card (the catalogue's way) and the recycle values of its rarity and shiny level. */
const entrySelection = { ...itemSelection, entry: inventories, recycle: recycleConfig };

function selectEntries(db: Db) {
  return db
    .select(entrySelection)
    .from(inventories)
    .innerJoin(items, eq(items.id, inventories.itemId))
    .innerJoin(packs, eq(packs.id, items.packId))
    .leftJoin(
      recycleConfig,
      and(eq(recycleConfig.rarity, items.rarity), eq(recycleConfig.shinyLevel, inventories.shinyLevel)),
    );
}

export type InventoryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

/**
 * A player's inventory in the rule set (the inventories_entry index, by player and rule set), by card number, shiny
 * level and constellation level; `search` keeps the cards whose name holds it, or whose number it is.
 */
export async function inventoryRows(db: Db, userId: string, ruleSet: RuleSet, search?: string) {
  return selectEntries(db)
    .where(
      and(
        eq(inventories.userId, userId),
        eq(inventories.ruleSet, ruleSet),
        gt(inventories.quantity, 0),
        itemConditions({ search }),
      ),
    )
    .orderBy(asc(items.identifier), asc(inventories.shinyLevel), asc(inventories.upgradeLevel));
}

/** One plain entry of the player's inventory (a card at that shiny level), as the inventory lists it. */
export async function inventoryEntryRow(db: Db, userId: string, ruleSet: RuleSet, itemId: string, shinyLevel: number) {
  const [row] = await selectEntries(db).where(
    and(
      eq(inventories.userId, userId),
      eq(inventories.ruleSet, ruleSet),
      eq(inventories.itemId, itemId),
      eq(inventories.shinyLevel, shinyLevel),
      eq(inventories.upgradeLevel, 0),
    ),
  );
  return row;
}

/**
 * A player's copies and distinct cards per rarity, shiny level and constellation level, as every action keeps them
 * (player_summaries): none before the player's first action.
 */
const ownedCountQuery = preparedQuery((db) =>
  db
    .select({ ownedCounts: playerSummaries.ownedCounts })
    .from(playerSummaries)
    .where(ofPlayer(playerSummaries))
    .prepare('player_owned_counts'),
);

export async function ownedCountRows(db: Db, userId: string, ruleSet: RuleSet): Promise<OwnedCount[]> {
  const [row] = await ownedCountQuery(db).execute({ userId, ruleSet });
  return row?.ownedCounts ?? [];
}

/** The catalogue per rarity: cards that exist at each shiny level, and those of them that are upgradable. */
export async function catalogueCountRows(db: Db) {
  const filtered = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`;
  return db
    .select({
      rarity: items.rarity,
      all: count(),
      shiny0: filtered(sql`${items.shiny0}`),
      shiny1: filtered(sql`${items.shiny1}`),
      shiny2: filtered(sql`${items.shiny2}`),
      upgradable0: filtered(sql`${items.shiny0} and ${items.isUpgradable}`),
      upgradable1: filtered(sql`${items.shiny1} and ${items.isUpgradable}`),
      upgradable2: filtered(sql`${items.shiny2} and ${items.isUpgradable}`),
    })
    .from(items)
    .groupBy(items.rarity)
    .orderBy(asc(items.rarity));
}

/** Every evolution chain, step by step, with its cards. */
export async function evolutionRows(db: Db) {
  return db
    .select({ ...itemSelection, evolution: evolutions, step: evolutionSteps })
    .from(evolutionSteps)
    .innerJoin(evolutions, eq(evolutions.id, evolutionSteps.evolutionId))
    .innerJoin(items, eq(items.id, evolutionSteps.itemId))
    .innerJoin(packs, eq(packs.id, items.packId))
    .orderBy(asc(evolutions.name), asc(evolutions.id), asc(evolutionSteps.step));
}

/**
 * Every evolution chain with its cards, read once per database and kept: the chains, like the cards, only change
 * when the seed is loaded again (see loadItemRowsById).
 */
export const loadEvolutionRows = perDatabase(evolutionRows);

/**
 * The cards of the evolution chains the player owns as plain cards (any shiny level): the player's entries
 * (inventories_entry), each probed in evolution_steps_item. Prepared: an evolution made from nothing runs it alone
 * after the player's lookup.
 */
export const ownedEvolutionItemQuery = preparedQuery((db) =>
  db
    .selectDistinct({ itemId: inventories.itemId })
    .from(inventories)
    .where(
      and(
        ofPlayer(inventories),
        eq(inventories.upgradeLevel, 0),
        gt(inventories.quantity, 0),
        sql`exists (select 1 from ${evolutionSteps} where ${evolutionSteps.itemId} = ${inventories.itemId})`,
      ),
    )
    .prepare('player_evolution_items'),
);

/** Per pack: its cards, and how many of them the player owns (any shiny or constellation level), in one statement. */
export async function packCompletionRows(db: Db, userId: string, ruleSet: RuleSet) {
  const owned = sql`exists (select 1 from ${inventories} where ${inventories.userId} = ${userId} and ${inventories.ruleSet} = ${ruleSet} and ${inventories.itemId} = ${items.id})`;
  return db
    .select({
      pack: packs,
      itemCount: count(items.id),
      unique: sql<number>`count(${items.id}) filter (where ${owned})`,
    })
    .from(packs)
    .innerJoin(items, eq(items.packId, packs.id))
    .groupBy(packs.id)
    .orderBy(asc(packs.name), asc(packs.year));
}

/**
 * The plain cards (card and shiny level) `userId` owns and `otherId` does not, by card number: an anti-join over the
 * inventories_entry index, so neither inventory leaves the database.
 */
export async function missingFromOtherRows(db: Db, userId: string, otherId: string, ruleSet: RuleSet) {
  const other = alias(inventories, 'other_inventory');
  return db
    .select({ ...itemSelection, shinyLevel: inventories.shinyLevel })
    .from(inventories)
    .innerJoin(items, eq(items.id, inventories.itemId))
    .innerJoin(packs, eq(packs.id, items.packId))
    .where(
      and(
        eq(inventories.userId, userId),
        eq(inventories.ruleSet, ruleSet),
        eq(inventories.upgradeLevel, 0),
        notExists(
          db
            .select({ one: sql`1` })
            .from(other)
            .where(
              and(
                eq(other.userId, otherId),
                eq(other.ruleSet, ruleSet),
                eq(other.itemId, inventories.itemId),
                eq(other.shinyLevel, inventories.shinyLevel),
                eq(other.upgradeLevel, 0),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(items.identifier), asc(inventories.shinyLevel));
}
