export const cardGridGap = 16;
export const cardTileMinWidth = 150;
export const cardListRowHeight = 76;

/** How many tiles fit on a row of that width (at least `min`). */
export function columnsFor(width: number, tileMinWidth = cardTileMinWidth, gap = cardGridGap, min = 2): number {
  return Math.max(min, Math.floor((width + gap) / (tileMinWidth + gap)));
}

/** The rarity line and a name of up to two lines, under a tile's picture. */
const captionHeight = 76;

/** A grid row's height, gap included: the picture (300 × 420) plus its caption. */
export function gridRowHeight(width: number, columns: number, gap = cardGridGap): number {
  const columnWidth = (width - gap * (columns - 1)) / columns;
  return Math.round(columnWidth * 1.4) + captionHeight + gap;
}
