/** Display suffixes of the échoppe: golden "(dorée)", chromatic "(chroma)". */
export function offerName(name: string, shinyLevel: number): string {
  if (shinyLevel === 1) return `${name} (dorée)`;
  if (shinyLevel === 2) return `${name} (chroma)`;
  return name;
}

export function stockLabel(current: number, initial: number): string {
  return current === 0 ? 'Épuisé' : `${current} / ${initial} en stock`;
}
