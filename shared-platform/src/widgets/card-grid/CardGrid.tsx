import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Item } from '@zu/shared-contract';
import { Box, type ShinyLevel } from '@zu/shared-ui';
import { CardTile } from '../card-tile/CardTile';
import { cardGridGap, cardListRowHeight, cardTileMinWidth, columnsFor, gridRowHeight } from './grid-geometry';
import { useElementWidth } from './use-element-width';

/** One tile of the grid: a card, the version shown and what the page knows of the copies. */
export interface CardGridEntry {
  key: string;
  item: Item;
  shinyLevel?: ShinyLevel;
  /** A constellation's level (an inventory entry's `constellationLevel`). */
  constellationLevel?: number;
  quantity?: number;
}

export interface CardGridProps {
  cards: readonly CardGridEntry[];
  /** `grid`: tiles in as many columns as fit; `list`: one card per line. */
  layout?: 'grid' | 'list';
  /** The list's accessible name. */
  label: string;
  'data-testid'?: string;
}

// Rows drawn beyond the viewport, on each side: a row is a card picture tall (300 px and more), more than a wheel's
// step, so one keeps a scroll from showing blanks; each more row is a third more tiles to draw at every filter.
const overscanRows = 1;

/**
 * Before the first layout (a page's HTML made ahead of visits), the browser lays the tiles out by the same rule as
 * `columnsFor` (as many tiles of at least the minimum width as fit, at least two), so the measured grid that
 * replaces it does not move them.
 */
const unmeasuredColumns = `repeat(auto-fill, minmax(min(${cardTileMinWidth}px, calc((100% - ${cardGridGap}px) / 2)), 1fr))`;

/** Rows at the top of a list that a visit opens on: their pictures are fetched at once. */
const firstScreenfulRows = 2;

/**
 * Card tiles of a long list (a whole catalogue, an inventory): only the rows in or near the viewport are in the
 * DOM, the others are padding of their estimated height, so ~1,500 cards scroll and repaint fast. The page
 * scrolls (not the list), so rows are placed from the list's distance to the top of the document.
 */
export function CardGrid({ cards, layout = 'grid', label, 'data-testid': testId }: CardGridProps) {
  const grid = layout === 'grid';
  const ref = useRef<HTMLUListElement | null>(null);
  const { width, measured } = useElementWidth(ref);
  const columns = grid ? columnsFor(width) : 1;
  const rowHeight = grid ? gridRowHeight(width, columns) : cardListRowHeight;
  const scrollMargin = useDocumentTop(ref);

  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(cards.length / columns),
    estimateSize: () => rowHeight,
    overscan: overscanRows,
    scrollMargin,
    // Before the window is measured (and in tests, which have no layout) draw a laptop's screenful.
    initialRect: { width: 1100, height: 800 },
    // React 19 refuses a synchronous re-render from inside its own lifecycle.
    useFlushSync: false,
  });
  // Sizes are estimated, never measured: a new width means new estimates for every row.
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  // Unmeasured, the grid is either HTML made ahead of visits or a render the measure replaces before it is painted:
  // the first screenful is all it needs (the HTML parses and lays out that much faster).
  const lastRow = measured || !last ? last : rows[Math.min(rows.length, firstScreenfulRows) - 1];
  const shown = first && lastRow ? cards.slice(first.index * columns, (lastRow.index + 1) * columns) : [];
  const paddingTop = first ? first.start - scrollMargin : 0;
  const paddingBottom = lastRow ? Math.max(0, virtualizer.getTotalSize() - (lastRow.end - scrollMargin)) : 0;

  return (
    <Box
      as="ul"
      ref={ref}
      aria-label={label}
      data-testid={testId}
      data-layout={layout}
      p="0"
      m="0"
      display={grid ? 'grid' : 'block'}
      gridTemplateColumns={grid ? (measured ? `repeat(${columns}, minmax(0, 1fr))` : unmeasuredColumns) : undefined}
      gap={grid ? `${cardGridGap}px` : undefined}
      alignItems="start"
      style={{ paddingTop, paddingBottom }}
    >
      {shown.map((card, index) => (
        <CardTile
          key={card.key}
          // The first two rows of the list's top are the screenful a visit opens on.
          priority={first?.index === 0 && index < firstScreenfulRows * columns}
          item={card.item}
          shinyLevel={card.shinyLevel}
          constellationLevel={card.constellationLevel}
          quantity={card.quantity}
          layout={layout}
        />
      ))}
    </Box>
  );
}

/**
 * Where the element starts in the document: measured once laid out, then whenever the page's height changes (what is
 * above the list, filters or the count line, moves it only by changing that height). Never measured again in a
 * render's commit: that would lay the whole page out at each new list, before the frame does it anyway.
 */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = element.getBoundingClientRect().top + window.scrollY;
      setTop((previous) => (Math.abs(next - previous) >= 1 ? next : previous));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
