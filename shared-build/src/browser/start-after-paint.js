/// <reference lib="dom" />
// Loaded instead of the app's entry script on a page whose first view came as HTML: it starts the app once that HTML
// has been painted. The entry's evaluation (the federation runtime, about 0.2 s on a slow phone) would otherwise run
// between the end of parsing and the first layout, delaying the page's first paint by as much. The entry is
// preloaded by the page, so starting it later costs no download time. A hidden page paints no frame: a timer
// starts the app anyway.
/* global document, requestAnimationFrame */
(function startAfterPaint() {
  var entry = document.currentScript.getAttribute('data-entry');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = entry;
    document.head.appendChild(script);
  }
  // The frame callback runs before that frame's paint; the task after it, once painted.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
