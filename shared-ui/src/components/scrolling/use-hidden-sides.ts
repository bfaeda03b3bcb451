import { useEffect, useState, type RefObject } from 'react';

/** Which sides of a box that scrolls sideways have content out of sight. */
export interface HiddenSides {
  start: boolean;
  end: boolean;
}

const none: HiddenSides = { start: false, end: false };
/** Half a pixel either way is rounding, not content. */
const slackPx = 1;

export function hiddenSidesOf(box: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): HiddenSides {
  return {
    start: box.scrollLeft > slackPx,
    end: box.scrollLeft + box.clientWidth < box.scrollWidth - slackPx,
  };
}

/** Follows a box's hidden sides as it is scrolled, resized, or its content changes size. */
export function useHiddenSides(ref: RefObject<HTMLElement | null>): HiddenSides {
  const [hidden, setHidden] = useState<HiddenSides>(none);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () =>
      setHidden((shown) => {
        const now = hiddenSidesOf(box);
        return now.start === shown.start && now.end === shown.end ? shown : now;
      });
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    // Absent from jsdom; a browser without it keeps the first measure.
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resizes?.observe(box);
    if (box.firstElementChild) resizes?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      resizes?.disconnect();
    };
  }, [ref]);
  return hidden;
}
