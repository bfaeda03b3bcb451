// jsdom lacks what Chakra v3 (zag-js, floating-ui) touches: ResizeObserver, matchMedia, PointerEvent, scrollTo.
if (typeof window !== 'undefined') {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = window.ResizeObserver || ResizeObserverStub;
  globalThis.ResizeObserver = window.ResizeObserver;

  if (!window.matchMedia) {
    window.matchMedia = (media) => ({
      matches: false,
      media,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
  if (!window.PointerEvent) {
    window.PointerEvent = class PointerEvent extends MouseEvent {};
  }
  // jsdom prints "Not implemented: window.scrollTo"; tests that care spy on it.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = Element.prototype.scrollIntoView || function scrollIntoView() {};
}
