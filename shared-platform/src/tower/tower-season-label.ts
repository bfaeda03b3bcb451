/**
 * A Vortex season named by how far back it is, as the pages that pick one say it: 0 is the season running now.
 */
export function towerSeasonLabel(seasonOffset: number): string {
  if (seasonOffset === 0) return 'Saison en cours';
  if (seasonOffset === 1) return 'Saison précédente';
  return `Il y a ${seasonOffset} saisons`;
}
