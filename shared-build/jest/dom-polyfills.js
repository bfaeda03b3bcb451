// jsdom lacks what Chakra v3 (zag-js, floating-ui) touches: ResizeObserver, matchMedia, PointerEvent, scrollTo.
if (typeof window !== 'undefined') {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = window.ResizeObserver || ResizeObserverStub;
  globalThis.ResizeObserver = window.ResizeObserver;

  // The one matchMedia stub: no query matches until a test sets a viewport width (setViewportWidth of the test
  // utilities), then min-width / max-width queries (px or rem) answer as a window of that width would.
  const toPx = (value, unit) => Number(value) * (unit === 'rem' || unit === 'em' ? 16 : 1);
  const matchesWidth = (query, width) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem|em)\)/g)].every(([, kind, value, unit]) =>
      kind === 'min' ? width >= toPx(value, unit) : width <= toPx(value, unit),
    );
  window.matchMedia = (media) => {
    const width = globalThis.__zuViewportWidth;
    return {
      matches: width === undefined ? false : matchesWidth(media, width),
      media,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    };
  };
  if (!window.PointerEvent) {
    window.PointerEvent = class PointerEvent extends MouseEvent {};
  }
  // jsdom prints "Not implemented: window.scrollTo"; tests that care spy on it.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = Element.prototype.scrollIntoView || function scrollIntoView() {};
}
