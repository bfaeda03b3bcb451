/** Display suffixes of the échoppe: golden "(dorée)", chromatic "(chroma)". */
export function offerName(name: string, shinyLevel: number): string {
  if (shinyLevel === 1) return `${name} (dorée)`;
  if (shinyLevel === 2) return `${name} (chroma)`;
  return name;
}

export function stockLabel(current: number, initial: number): string {
  return current === 0 ? 'Épuisé' : `${current} / ${initial} en stock`;
}

/** The card's version on sale, as the card tile takes it (the API sends 0-2). */
export function toShinyLevel(shinyLevel: number): 0 | 1 | 2 {
  return shinyLevel >= 2 ? 2 : shinyLevel === 1 ? 1 : 0;
}
