// Built once and shared: every number of the site is written the French way (narrow no-break space between
// thousands, decimal comma), exactly as `toLocaleString('fr-FR')` writes it, without building a new formatter on
// each call.
const frenchNumber = new Intl.NumberFormat('fr-FR');
// Chances are rarely round: two decimals are enough to tell them apart and stay readable.
const frenchPercentFigure = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const frenchList = new Intl.ListFormat('fr', { type: 'conjunction' });

/** 1234567.5 → '1 234 567,5' (the gap is a narrow no-break space; three decimals at most). */
export function formatNumber(value: number): string {
  return frenchNumber.format(value);
}

/** A rate (0-1) as a French percentage, up to two decimals: 0.0345 → '3,45 %', the sign never alone on a line. */
export function formatRateAsPercent(rate: number): string {
  return `${frenchPercentFigure.format(rate * 100)}\u00a0%`;
}

/** Numbers in a French list: [16000, 40000, 100000] → '16 000, 40 000 et 100 000'. */
export function formatNumberList(values: readonly number[]): string {
  return frenchList.format(values.map(formatNumber));
}
