import type { Item } from '@zu/shared-contract';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import { itemsByIds } from '../catalogue/catalogue-queries';
import { toItem } from '../catalogue/item-rows';
import { playerTowerItemRows } from './tower-queries';

/** The cards a player's attempts gave, per season, each once and by card number. */
export async function towerItemsBySeason(
  db: Db,
  userId: string,
  ruleSet: RuleSet,
  seasonIds: readonly string[],
  publicUrl: string,
): Promise<Map<string, Item[]>> {
  const pairs = await playerTowerItemRows(db, userId, ruleSet, seasonIds);
  const cards = await itemsByIds(db, [...new Set(pairs.map((pair) => pair.itemId))]);
  const bySeason = new Map<string, Item[]>();
  for (const row of cards) {
    const card = toItem(row, publicUrl);
    for (const pair of pairs) {
      if (pair.itemId === card.id) bySeason.set(pair.seasonId, [...(bySeason.get(pair.seasonId) ?? []), card]);
    }
  }
  return bySeason;
}
