/**
 * @jest-environment jsdom
 */
/* global window, document, KeyboardEvent -- jsdom's */
// The boot script's early taps, run in jsdom against a page sent as HTML and the app that takes its place. The real
// browser's side (the app's own controls answering the played taps) is tested by e2e/tests/early-controls.spec.ts.
const fs = require('node:fs');
const path = require('node:path');

const script = fs.readFileSync(path.join(__dirname, 'early-taps.js'), 'utf8');

/** The page's HTML in #root, marked as sent as HTML, then the boot script run over it. */
function loadPage(html, { hash = '' } = {}) {
  window.history.replaceState(null, '', `/${hash}`);
  document.body.innerHTML = `<div id="root" data-prerendered="/">${html}</div>`;
  window.eval(script);
  return document.getElementById('root');
}

/** What the app does when it takes over: the mark goes, its own controls replace the HTML's. */
async function appTakesOver(root, ...controls) {
  delete root.dataset.prerendered;
  // The app's first render comes a task later.
  await Promise.resolve();
  root.replaceChildren(...controls);
  // The observer's callback, then the task after it.
  await new Promise((resolve) => setTimeout(resolve, 10));
}

/** An app's control under `mark`, which notes each click it gets in `played`. */
function appControl(mark, played = []) {
  const button = document.createElement('button');
  button.dataset.earlyControl = mark;
  button.addEventListener('click', (event) => played.push({ mark, prevented: event.defaultPrevented }));
  return button;
}

const accountPlace =
  '<div data-until-visitor-known="" data-testid="placeholder"></div>' +
  '<button hidden data-visitor-only="token refreshToken" data-early-control="sign-in">Se connecter</button>';

beforeAll(() => {
  window.CSS = { escape: (text) => text.replace(/["\\]/g, '\\$&') };
});
beforeEach(() => localStorage.clear());

describe("the visitor's controls", () => {
  it('replace the placeholder when the browser holds no session to resume', () => {
    const root = loadPage(accountPlace);
    expect(root.querySelector('[data-testid="placeholder"]').hidden).toBe(true);
    expect(root.querySelector('button').hidden).toBe(false);
  });

  it('stay hidden for a returning player, and for a sign-in coming back from the provider', () => {
    localStorage.setItem('token', 'a');
    localStorage.setItem('refreshToken', 'b');
    expect(loadPage(accountPlace).querySelector('button').hidden).toBe(true);
    localStorage.clear();
    expect(loadPage(accountPlace, { hash: '#state=x&code=y' }).querySelector('button').hidden).toBe(true);
  });

  it('are shown when only part of a session is stored (nothing to resume)', () => {
    localStorage.setItem('token', 'a');
    expect(loadPage(accountPlace).querySelector('button').hidden).toBe(false);
  });
});

describe('taps before the app runs', () => {
  it('wait on the HTML control, then are played on the control the app draws under the same mark, in order', async () => {
    const root = loadPage(
      '<button data-early-control="open-menu">☰</button><button data-early-control="rarity-5">5</button>',
    );
    root.querySelector('[data-early-control="rarity-5"]').click();
    root.querySelector('[data-early-control="open-menu"]').click();
    expect(root.querySelector('[data-early-control="rarity-5"]').getAttribute('aria-busy')).toBe('true');

    const played = [];
    await appTakesOver(root, appControl('open-menu', played), appControl('rarity-5', played));
    expect(played.map(({ mark }) => mark)).toEqual(['rarity-5', 'open-menu']);
  });

  it('wait for a control the app draws later (a page whose code comes after the shell)', async () => {
    const root = loadPage('<button data-early-control="more-filters">Plus de filtres</button>');
    root.querySelector('button').click();
    await appTakesOver(root, document.createElement('p'));
    const played = [];
    root.append(appControl('more-filters', played));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(played).toHaveLength(1);
  });

  it("leave the app's own controls alone", async () => {
    const root = loadPage('<button data-early-control="sign-in">Se connecter</button>');
    const played = [];
    await appTakesOver(root, appControl('sign-in', played));
    root.querySelector('button').click();
    expect(played).toEqual([{ mark: 'sign-in', prevented: false }]);
    expect(root.querySelector('button').hasAttribute('aria-busy')).toBe(false);
  });
});

it("carries what was typed into a marked field over to the app's field, as typing, with the focus", async () => {
  const root = loadPage('<input type="search" data-early-control="card-search" />');
  const htmlBox = root.querySelector('input');
  htmlBox.focus();
  for (const text of ['drag', 'dragon']) {
    htmlBox.value = text;
    htmlBox.dispatchEvent(new Event('input', { bubbles: true }));
  }

  const appBox = document.createElement('input');
  appBox.dataset.earlyControl = 'card-search';
  const typed = [];
  appBox.addEventListener('input', () => typed.push(appBox.value));
  await appTakesOver(root, appBox);
  expect(typed).toEqual(['dragon']);
  expect(document.activeElement).toBe(appBox);
  expect(appBox.selectionStart).toBe('dragon'.length);
});

it("gives the focus to the app's field when the visitor was in the HTML's without typing", async () => {
  const root = loadPage('<input name="q" data-early-control="quick-search" />');
  root.querySelector('input').focus();
  const appBox = document.createElement('input');
  appBox.dataset.earlyControl = 'quick-search';
  await appTakesOver(root, appBox);
  expect(document.activeElement).toBe(appBox);
});

describe('a control that opens a panel of the HTML', () => {
  const menuPage =
    '<button data-early-control="open-menu" data-early-opens="early-menu">☰</button>' +
    '<div id="early-menu" hidden><button data-early-close>×</button><a href="/catalogue">Catalogue</a></div>' +
    '<button data-early-control="sign-in">Se connecter</button>';

  it('shows it at once, without waiting, and the app opens its own when it runs', async () => {
    const root = loadPage(menuPage);
    const opener = root.querySelector('[data-early-control="open-menu"]');
    opener.click();
    const panel = document.getElementById('early-menu');
    expect(panel.hidden).toBe(false);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(opener.hasAttribute('aria-busy')).toBe(false);
    expect(document.activeElement).toBe(panel.querySelector('a'));

    const played = [];
    await appTakesOver(root, appControl('open-menu', played));
    expect(played.map(({ mark }) => mark)).toEqual(['open-menu']);
  });

  it('takes the tap back when the panel is closed: by its button, by Escape, by the menu button again', async () => {
    const root = loadPage(menuPage);
    const opener = root.querySelector('[data-early-control="open-menu"]');
    const panel = document.getElementById('early-menu');
    opener.click();
    panel.querySelector('[data-early-close]').click();
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(opener);
    opener.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(panel.hidden).toBe(true);
    opener.click();
    opener.click();
    expect(panel.hidden).toBe(true);

    const played = [];
    await appTakesOver(root, appControl('open-menu', played));
    expect(played).toEqual([]);
  });

  it('closes on a tap beside it, which goes on to the control tapped', async () => {
    const root = loadPage(menuPage);
    root.querySelector('[data-early-control="open-menu"]').click();
    const signIn = root.querySelector('[data-early-control="sign-in"]');
    signIn.click();
    expect(document.getElementById('early-menu').hidden).toBe(true);
    expect(signIn.getAttribute('aria-busy')).toBe('true');

    const played = [];
    await appTakesOver(root, appControl('open-menu', played), appControl('sign-in', played));
    expect(played.map(({ mark }) => mark)).toEqual(['sign-in']);
  });
});
