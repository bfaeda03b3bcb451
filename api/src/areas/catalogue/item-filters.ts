import { and, eq, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FilterKeyword, ItemQuery } from '@zu/shared-contract';
import { escapeLike } from '../../db/text-folding';
import { items } from './catalogue-schema';

const filterColumns: Record<FilterKeyword, AnyColumn> = {
  IS_TRADABLE: items.isTradable,
  IS_RECYCLABLE: items.isRecyclable,
  IS_INVOCABLE: items.isInvocable,
  IS_UPGRADABLE: items.isUpgradable,
};
const shinyColumns: Record<0 | 1 | 2, AnyColumn> = { 0: items.shiny0, 1: items.shiny1, 2: items.shiny2 };

export function itemConditions({ filters = [], search, shinyLevel, packId }: ItemQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = filters.map((filter) => eq(filterColumns[filter], true));
  if (shinyLevel !== undefined) conditions.push(eq(shinyColumns[shinyLevel as 0 | 1 | 2], true));
  if (packId) conditions.push(eq(items.packId, packId));
  const text = search?.trim();
  if (text) {
    // `%`, `_` and `\` in a search are literal characters, not patterns.
    const byName = ilike(items.name, `%${escapeLike(text)}%`);
    conditions.push(/^\d{1,9}$/.test(text) ? or(byName, eq(items.identifier, Number(text))) : byName);
  }
  return and(...conditions);
}
