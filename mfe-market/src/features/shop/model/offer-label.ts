/** An offer's stock line, 'Épuisé' once none is left. */
export function stockLabel(current: number, initial: number): string {
  return current === 0 ? 'Épuisé' : `${current} / ${initial} en stock`;
}

/** The card's version on sale, as the card tile takes it (the API sends 0-2). */
export function toShinyLevel(shinyLevel: number): 0 | 1 | 2 {
  return shinyLevel >= 2 ? 2 : shinyLevel === 1 ? 1 : 0;
}
