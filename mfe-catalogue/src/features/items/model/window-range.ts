export interface WindowInput {
  /** How far the viewport's top is below the list's top (negative while the list is further down). */
  offset: number;
  viewportHeight: number;
  rowHeight: number;
  rowCount: number;
  /** Rows drawn beyond each edge, so a fast scroll never shows a gap. */
  overscan: number;
}

export interface WindowRange {
  firstRow: number;
  /** Exclusive. */
  lastRow: number;
  paddingTop: number;
  paddingBottom: number;
}

/** The rows of a list in or near the viewport; the others are replaced by padding of their height. */
export function windowRange({ offset, viewportHeight, rowHeight, rowCount, overscan }: WindowInput): WindowRange {
  if (rowCount === 0 || rowHeight <= 0) return { firstRow: 0, lastRow: rowCount, paddingTop: 0, paddingBottom: 0 };
  const first = Math.floor(Math.max(0, offset) / rowHeight) - overscan;
  const last = Math.ceil(Math.max(0, offset + viewportHeight) / rowHeight) + overscan;
  const firstRow = Math.min(rowCount, Math.max(0, first));
  const lastRow = Math.max(firstRow, Math.min(rowCount, last));
  return { firstRow, lastRow, paddingTop: firstRow * rowHeight, paddingBottom: (rowCount - lastRow) * rowHeight };
}

/** How many tiles fit on a row of that width (at least `min`). */
export function columnsFor(width: number, tileMinWidth: number, gap: number, min = 2): number {
  return Math.max(min, Math.floor((width + gap) / (tileMinWidth + gap)));
}
