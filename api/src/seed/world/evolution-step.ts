// Star shards (upgradeDust) come from melting duplicates into constellations; the players who melt them spend them
// on evolutions.
import { evolutionCost, evolutionStep, evolve, type EvolutionChain } from '../../areas/inventory/evolution-rules';
import { baseContext, play, type Scope } from './scope';

/** The cheapest next step among the chains the player has started, if it can pay for it. */
function cheapestStep(scope: Scope): EvolutionChain | null {
  const { state } = scope.account;
  let best: EvolutionChain | null = null;
  let bestCost = state.currencies.upgradeDust + 1;
  for (const chain of scope.sim.context.evolutions) {
    const step = evolutionStep(state, chain);
    const cost = step < 0 ? null : evolutionCost(chain, step + 1);
    if (cost !== null && cost < bestCost) [best, bestCost] = [chain, cost];
  }
  return best;
}

/**
 * An upgrader evolves while its star shards allow: each time the cheapest next step of the chains whose first card it
 * owns (the first of them in the catalogue's order on a tie).
 */
export function evolveStep(scope: Scope): void {
  const { account, sim } = scope;
  while (account.state.currencies.upgradeDust >= sim.context.cheapestEvolutionStep) {
    const chain = cheapestStep(scope);
    if (!chain) return;
    const done = play(scope, (now) =>
      evolve(account.state, { chainId: chain.id }, { ...baseContext(scope, now), evolutions: sim.context.evolutions }),
    );
    if (!done) return;
  }
}
