/**
 * jsdom has no layout: this makes `window.matchMedia` answer min-width / max-width queries (px or rem) as a window
 * of the given width would, so breakpoint-dependent components can be tested at each breakpoint.
 */
export function setViewportWidth(width: number): void {
  const toPx = (value: string, unit: string) => Number(value) * (unit === 'rem' || unit === 'em' ? 16 : 1);
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem|em)\)/g)].every(([, kind, value, unit]) => {
      const px = toPx(value!, unit!);
      return kind === 'min' ? width >= px : width <= px;
    });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
