import { ruleSets } from '../../db/schema';
import { REFERENCE_DATE } from '../dates';
import type { Prng } from '../../lib/prng';
import type { ItemRow, ShopEntryRow } from '../types';

const OFFERS_PER_RULE_SET = 8;
/** ZUMonnaie by rarity (index), before the shiny multiplier. */
const BASE_PRICE = [0, 400, 900, 2_500, 7_000, 18_000, 40_000];

/** Today's échoppe for each rule set: eight cards of rarity 2 to 5, a few of them golden, with their stock. */
export function generateShop(prng: Prng, items: readonly ItemRow[]): ShopEntryRow[] {
  const candidates = items.filter((item) => item.rarity >= 2 && item.rarity <= 5 && item.isTradable);
  return ruleSets.flatMap((ruleSet) =>
    prng.sample(candidates, OFFERS_PER_RULE_SET).map((item) => {
      const golden = item.shiny1 && prng.chance(0.25);
      const initialStock = prng.int(5, 50);
      return {
        id: prng.uuid(),
        ruleSet,
        itemId: item.id,
        shinyLevel: golden ? 1 : 0,
        upgradeLevel: 0,
        price: BASE_PRICE[item.rarity]! * (golden ? 3 : 1),
        initialStock,
        currentStock: prng.int(0, initialStock),
        beginDate: REFERENCE_DATE,
      };
    }),
  );
}
