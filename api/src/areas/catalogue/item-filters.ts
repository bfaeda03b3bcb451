import { and, eq, ilike, inArray, isNotNull, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FilterKeyword, ItemQuery } from '@zu/shared-contract';
import { escapeLike } from '../../db/text-folding';
import { items, packs } from './catalogue-schema';
import { itemSelection } from './item-selection';

const filterColumns: Record<FilterKeyword, AnyColumn> = {
  IS_TRADABLE: items.isTradable,
  IS_RECYCLABLE: items.isRecyclable,
  IS_INVOCABLE: items.isInvocable,
  IS_UPGRADABLE: items.isUpgradable,
};
const shinyColumns: Record<0 | 1 | 2, AnyColumn> = { 0: items.shiny0, 1: items.shiny1, 2: items.shiny2 };

/** The conditions of a card query (the query joins each card to its pack). */
export function itemConditions({
  filters = [],
  search,
  shinyLevel,
  packId,
  rarity,
  year,
  fusions,
  materials,
  effects,
}: ItemQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = filters.map((filter) => eq(filterColumns[filter], true));
  if (shinyLevel !== undefined) conditions.push(eq(shinyColumns[shinyLevel as 0 | 1 | 2], true));
  if (packId) conditions.push(eq(items.packId, packId));
  if (rarity?.length) conditions.push(inArray(items.rarity, rarity));
  if (year !== undefined) conditions.push(eq(packs.year, year));
  if (fusions) conditions.push(eq(itemSelection.isFusion, true));
  if (materials) conditions.push(eq(itemSelection.isMaterial, true));
  if (effects) conditions.push(isNotNull(items.effect));
  const text = search?.trim();
  if (text) {
    // `%`, `_` and `\` in a search are literal characters, not patterns.
    const byName = ilike(items.name, `%${escapeLike(text)}%`);
    conditions.push(/^\d{1,9}$/.test(text) ? or(byName, eq(items.identifier, Number(text))) : byName);
  }
  return and(...conditions);
}
