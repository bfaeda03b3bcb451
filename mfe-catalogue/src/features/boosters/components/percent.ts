/** A chance (0-1) as a French percentage, up to two decimals: 0.0345 → '3,45 %'. */
export function percent(rate: number): string {
  return `${(rate * 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;
}
