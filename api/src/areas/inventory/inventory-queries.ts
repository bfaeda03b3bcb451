import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { EvolutionChain } from './evolution-rules';
import { evolutions, evolutionSteps } from './inventory-schema';

/** Every evolution chain, its cards in step order and the upgradeDust each later step costs. */
export async function loadEvolutionChains(db: Db): Promise<EvolutionChain[]> {
  const rows = await db
    .select({ id: evolutions.id, step: evolutionSteps })
    .from(evolutions)
    .innerJoin(evolutionSteps, eq(evolutionSteps.evolutionId, evolutions.id))
    .orderBy(asc(evolutions.id), asc(evolutionSteps.step));
  const chains = new Map<string, { id: string; itemIds: string[]; upgradeDustCosts: number[] }>();
  for (const { id, step } of rows) {
    const chain = chains.get(id) ?? { id, itemIds: [], upgradeDustCosts: [] };
    chain.itemIds.push(step.itemId);
    if (step.step > 0) chain.upgradeDustCosts.push(step.upgradeDustCost);
    chains.set(id, chain);
  }
  return [...chains.values()];
}
