/// <reference lib="dom" />
// On a page sent as HTML, the controls are drawn before the app that makes them work. A tap on a control marked
// `data-early-control` is not lost meanwhile: the control shows at once that it is waiting (aria-busy, styled by the
// page), and once the app has drawn its own control under the same mark, the tap is played there, in the order the
// taps came. What is typed or chosen in a marked field goes on in the app's field. What the app never draws is
// forgotten after a while (the page changed meanwhile).
// A visitor's controls: the account's place is a placeholder in the HTML (who visits is unknown when it is made);
// when the browser holds no session to resume, the visitor's controls (marked `data-visitor-only` with the storage
// keys of a session) replace it before the app runs.
/* global document, window, MutationObserver, CSS */
(function keepEarlyTaps() {
  var root = document.getElementById('root');
  if (!root || !root.hasAttribute('data-prerendered')) return;
  var forgetAfterMs = 15000;
  var htmlControlList = Array.prototype.slice.call(root.querySelectorAll('[data-early-control]'));
  var htmlControls = new WeakSet(htmlControlList);
  /** Taps and field values waiting for the app, in order: { mark, text } (text: undefined for a tap). */
  var waiting = [];
  // A control marked `data-early-opens` works before the app: its tap shows the HTML's panel of that id at once (the
  // menu's links, plain navigations), and is played on the app's control all the same, so that the app's own panel
  // is open when it takes over. Closing the HTML's panel (its close button, Escape, a tap beside it) takes the tap back.
  var openPanel = null;
  var panelOpener = null;

  revealVisitorControls();

  function revealVisitorControls() {
    var visitorControls = root.querySelectorAll('[data-visitor-only]');
    if (!visitorControls.length || isResumingSession(visitorControls[0])) return;
    /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-until-visitor-known]')).forEach(
      function (placeholder) {
        placeholder.hidden = true;
      },
    );
    /** @type {NodeListOf<HTMLElement>} */ (visitorControls).forEach(function (control) {
      control.hidden = false;
    });
  }

  function isResumingSession(control) {
    var keys = control.getAttribute('data-visitor-only').split(' ');
    var stored = keys.every(function (key) {
      try {
        return Boolean(localStorage.getItem(key));
      } catch {
        // Storage refused (private mode, blocked): nothing to resume.
        return false;
      }
    });
    var fragment = new URLSearchParams(window.location.hash.slice(1));
    return stored || (fragment.has('state') && (fragment.has('code') || fragment.has('error')));
  }

  function htmlControlOf(target) {
    var control = target && target.closest ? target.closest('[data-early-control]') : null;
    return control && htmlControls.has(control) ? control : null;
  }

  document.addEventListener(
    'click',
    function (event) {
      var control = htmlControlOf(event.target);
      if (openPanel) {
        var inside = openPanel.contains(event.target);
        var toggled = control === panelOpener;
        if (toggled || !inside || /** @type {Element} */ (event.target).closest('[data-early-close]')) closePanel();
        if (toggled) {
          event.preventDefault();
          return;
        }
      }
      if (!control || isField(control)) return;
      event.preventDefault();
      waiting.push({ mark: control.getAttribute('data-early-control') });
      var panel = control.hasAttribute('data-early-opens')
        ? document.getElementById(control.getAttribute('data-early-opens'))
        : null;
      if (panel) showPanel(panel, control);
      else control.setAttribute('aria-busy', 'true');
    },
    true,
  );
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && openPanel) closePanel();
  });

  function showPanel(panel, opener) {
    openPanel = panel;
    panelOpener = opener;
    panel.hidden = false;
    opener.setAttribute('aria-expanded', 'true');
    var first = panel.querySelector('a[href]');
    if (first) first.focus();
  }

  function closePanel() {
    forget(panelOpener.getAttribute('data-early-control'));
    openPanel.hidden = true;
    panelOpener.setAttribute('aria-expanded', 'false');
    panelOpener.focus();
    openPanel = null;
    panelOpener = null;
  }

  /** Takes back what waits for the control marked `mark` (a panel closed, a field's older value). */
  function forget(mark) {
    waiting = waiting.filter(function (entry) {
      return entry.mark !== mark;
    });
  }

  document.addEventListener(
    'input',
    function (event) {
      var control = htmlControlOf(event.target);
      if (!control || !isField(control)) return;
      var mark = control.getAttribute('data-early-control');
      forget(mark);
      waiting.push({ mark: mark, text: control.value });
    },
    true,
  );

  function isField(control) {
    return control.tagName === 'INPUT' || control.tagName === 'TEXTAREA' || control.tagName === 'SELECT';
  }

  /** The mark of the HTML's field the visitor was in when the app started: the app's field takes the focus. */
  var focusedMark;
  var appStarted = false;
  var observer = new MutationObserver(function () {
    if (root.hasAttribute('data-prerendered')) return;
    if (!appStarted) {
      appStarted = true;
      // The app removes the mark before its first render replaces the HTML: the focus is still where it was.
      var focused = document.activeElement;
      if (focused && htmlControls.has(focused)) focusedMark = focused.getAttribute('data-early-control');
      // The HTML's panel goes with the HTML; the app's own, if it was open, opens with the played tap.
      openPanel = null;
      panelOpener = null;
    }
    // After the app's commit, once its effects have run: its controls then answer.
    setTimeout(playWaiting, 0);
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-prerendered'], childList: true, subtree: true });
  var forgetTimer;

  function playWaiting() {
    if (!forgetTimer) forgetTimer = setTimeout(stop, forgetAfterMs);
    while (waiting.length) {
      var entry = waiting[0];
      var control = appControl(entry.mark);
      if (!control) return;
      waiting.shift();
      if (entry.text === undefined) control.click();
      else fillIn(control, entry.text);
    }
    if (focusedMark !== undefined) {
      var field = appControl(focusedMark);
      if (!field) return;
      focusedMark = undefined;
      // Unless the visitor has gone elsewhere meanwhile (the removed field left the focus to the page).
      if (!document.activeElement || document.activeElement === document.body) {
        field.focus();
        if (typeof field.setSelectionRange === 'function')
          field.setSelectionRange(field.value.length, field.value.length);
      }
    }
    // The HTML may still be there a moment after the app started (its first render is not drawn yet): a tap on it
    // then is kept too.
    var htmlShown = htmlControlList.some(function (control) {
      return control.isConnected;
    });
    if (!htmlShown) stop();
  }

  /** @returns {HTMLInputElement | null} the app's control under `mark` (a field, a button...), once drawn. */
  function appControl(mark) {
    var control = /** @type {HTMLInputElement | null} */ (
      root.querySelector('[data-early-control="' + CSS.escape(mark) + '"]')
    );
    return control && !htmlControls.has(control) ? control : null;
  }

  function fillIn(field, value) {
    // The element type's own setter, so that the app sees a change (React swallows a plain assignment); a text box
    // tells it by 'input', a list by 'change' (each ignores the other when the value is already known).
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
    field.dispatchEvent(new window.Event('input', { bubbles: true }));
    field.dispatchEvent(new window.Event('change', { bubbles: true }));
  }

  function stop() {
    waiting = [];
    observer.disconnect();
  }
})();
