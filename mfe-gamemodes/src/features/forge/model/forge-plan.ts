import type { ForgeFusionInput, ForgeFusionLine, ForgePlan, ForgeRecycleLine } from '@zu/shared-contract';
import { forgeCurrencies, type ForgeCurrency } from './forge-currencies';

export type RecycleSort = 'cards' | 'yield';

/**
 * The recycle lines in the order chosen: the API's (the best cards first) or the largest yield first, cards of
 * equal yield keeping the API's order.
 */
export function sortRecycleLines(lines: readonly ForgeRecycleLine[], sort: RecycleSort): ForgeRecycleLine[] {
  return sort === 'yield' ? [...lines].sort((a, b) => b.amount - a.amount) : [...lines];
}

/** A currency the player's balance does not cover for crafting every missing card of the pack. */
export interface Shortfall {
  currency: ForgeCurrency;
  total: number;
  balance: number;
  missing: number;
}

/** What the balance lacks to craft every card the answer priced, currency by currency (none: it is enough). */
export function craftShortfalls(plan: Pick<ForgePlan, 'balance'>, total: Record<ForgeCurrency, number>): Shortfall[] {
  return forgeCurrencies
    .filter((currency) => total[currency] > plan.balance[currency])
    .map((currency) => ({
      currency,
      total: total[currency],
      balance: plan.balance[currency],
      missing: total[currency] - plan.balance[currency],
    }));
}

/** The inputs of a fusion the player holds too few copies of, with how many more each needs. */
export function missingInputs(line: ForgeFusionLine): (ForgeFusionInput & { missing: number })[] {
  return line.inputs
    .filter((input) => input.held < input.needed)
    .map((input) => ({ ...input, missing: input.needed - input.held }));
}
