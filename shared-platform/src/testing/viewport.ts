declare global {
  var __zuViewportWidth: number | undefined;
}

/**
 * jsdom has no layout: from here on, `window.matchMedia` (the stub of the jest set-up) answers min-width /
 * max-width queries as a window of the given width would, so breakpoint-dependent components can be tested at each
 * breakpoint.
 */
export function setViewportWidth(width: number): void {
  globalThis.__zuViewportWidth = width;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}
