/** The line under the filters: how many cards the selection holds (singular up to one, as French has it). */
export function cardCountLine(count: number): string {
  return count > 1 ? `${count} cartes correspondent à la sélection` : `${count} carte correspond à la sélection`;
}
