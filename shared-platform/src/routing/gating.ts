import type { RouteDefinition } from './route-table';

export interface GateContext {
  activeFeatures: readonly string[];
  bossToggle: boolean;
}

/** A route opens when it needs no feature, or when any of its features is active. */
export function isRouteOpen(
  route: Pick<RouteDefinition, 'features' | 'needsBossToggle'>,
  context: GateContext,
): boolean {
  if (route.needsBossToggle && !context.bossToggle) return false;
  if (route.features.length === 0) return true;
  return route.features.some((feature) => context.activeFeatures.includes(feature));
}
