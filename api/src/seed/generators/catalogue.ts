import type { Prng } from '../../engine/prng';
import type { EvolutionRow, EvolutionStepRow, FusionInputRow, FusionRow, ItemRow, PackRow } from '../types';
import { generateEvolutions } from './evolutions';
import { generateFusions, markFusionResults } from './fusions';
import { assignFlags } from './item-flags';
import { assignEffectCards, assignSlugs, assignStarCards, createBaseItems } from './items';
import { planPacks, type PlannedPack } from './packs';

export interface Catalogue {
  packs: Required<PackRow>[];
  items: Required<ItemRow>[];
  fusions: Required<FusionRow>[];
  fusionInputs: Required<FusionInputRow>[];
  evolutions: Required<EvolutionRow>[];
  evolutionSteps: Required<EvolutionStepRow>[];
  plannedPacks: PlannedPack[];
}

/** The order of the steps is part of the seed: reordering them changes every later draw. */
export function generateCatalogue(prng: Prng): Catalogue {
  const plannedPacks = planPacks(prng);
  const planned = createBaseItems(prng, plannedPacks);
  assignStarCards(prng, planned);
  assignEffectCards(prng, planned);
  markFusionResults(prng, planned);
  assignFlags(prng, planned);
  assignSlugs(planned);
  const { fusions, fusionInputs } = generateFusions(prng, planned);
  const { evolutions, evolutionSteps } = generateEvolutions(prng, planned, fusionInputs);
  return {
    packs: plannedPacks.map((p) => p.row),
    items: planned.map((p) => p.row),
    fusions,
    fusionInputs,
    evolutions,
    evolutionSteps,
    plannedPacks,
  };
}
