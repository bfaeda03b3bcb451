import { useEffect, useRef, useState, type RefObject } from 'react';
import { columnsFor, windowRange, type WindowRange } from '../model/window-range';

export interface WindowedRowsOptions {
  count: number;
  /** Grid: tiles as wide as this at least; list: one item per row. */
  tileMinWidth?: number;
  gap: number;
  /** Row height from the column width (a card picture is 300 × 420). */
  rowHeightFor: (columnWidth: number) => number;
  overscan?: number;
}

// jsdom and the first paint have no layout: assume a laptop's viewport.
const fallbackWidth = 1100;

/**
 * Window-scroll virtualisation: only the rows in or near the viewport are in the DOM, so the full catalogue
 * (~1,500 cards) scrolls and repaints fast. A small replacement for a virtualiser library, same idea.
 */
export function useWindowedRows<E extends HTMLElement>({
  count,
  tileMinWidth,
  gap,
  rowHeightFor,
  overscan = 3,
}: WindowedRowsOptions): { ref: RefObject<E | null>; columns: number; range: WindowRange } {
  const ref = useRef<E | null>(null);
  const [layout, setLayout] = useState({ width: fallbackWidth, offset: 0, viewportHeight: 800 });

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const element = ref.current;
        if (!element) return;
        const box = element.getBoundingClientRect();
        const next = {
          width: box.width || fallbackWidth,
          offset: -box.top,
          viewportHeight: window.innerHeight || 800,
        };
        setLayout((prev) =>
          prev.width === next.width &&
          prev.viewportHeight === next.viewportHeight &&
          Math.abs(prev.offset - next.offset) < 1
            ? prev
            : next,
        );
      });
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [count]);

  const columns = tileMinWidth ? columnsFor(layout.width, tileMinWidth, gap) : 1;
  const columnWidth = (layout.width - gap * (columns - 1)) / columns;
  const rowHeight = rowHeightFor(columnWidth) + gap;
  const range = windowRange({
    offset: layout.offset,
    viewportHeight: layout.viewportHeight,
    rowHeight,
    rowCount: Math.ceil(count / columns),
    overscan,
  });
  return { ref, columns, range };
}
