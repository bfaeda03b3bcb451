import { useLayoutEffect, useState, type RefObject } from 'react';

// jsdom and a render without a browser (HTML made ahead of visits) have no layout: assume a laptop's content width
// until measured.
const fallbackWidth = 1100;

/** The element's width, followed as the window or the element resizes; `measured` false until the first layout. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): { width: number; measured: boolean } {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.getBoundingClientRect().width || fallbackWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return { width: width ?? fallbackWidth, measured: width !== undefined };
}
