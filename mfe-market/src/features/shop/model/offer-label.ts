/** An offer's stock line, 'Épuisé' once none is left. */
export function stockLabel(current: number, initial: number): string {
  return current === 0 ? 'Épuisé' : `${current} / ${initial} en stock`;
}
