// visit-render is ESM: the scenario runs in a child Node, against a built shell made of a few files and page
// renderers written as the deployment writes them (a folder each, named by current.json).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'zu-visit-render-'));
const folder = path.join(shellDist, '.page-render');

/** A page renderer as the deployment builds it: `render(url, runtimeConfig)` and `isRenderedOnVisit(pathname)`. */
function writeRenderer(name, renderBody) {
  fs.mkdirSync(path.join(folder, name), { recursive: true });
  fs.writeFileSync(
    path.join(folder, name, 'render.cjs'),
    `exports.isRenderedOnVisit = (pathname) => pathname.startsWith('/joueur/');
exports.render = async (url, runtimeConfig, reuse) => { ${renderBody} };`,
  );
  fs.writeFileSync(path.join(folder, 'current.json'), JSON.stringify({ folder: name }));
}

/** Runs `steps` (an async function body given `renderOnVisit`) in a child Node; returns what it prints as JSON. */
function scenario(steps, options = {}) {
  const script = `
    const { createVisitRenderer } = await import(${JSON.stringify(`file://${path.join(__dirname, 'visit-render.mjs')}`)});
    const renderOnVisit = createVisitRenderer({ shellDist: ${JSON.stringify(shellDist)}, ...${JSON.stringify(options)} });
    const results = await (async () => { ${steps} })();
    process.stdout.write(JSON.stringify(results));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

beforeAll(() => {
  fs.writeFileSync(
    path.join(shellDist, 'app.html'),
    '<html><head><title>ZUnivers</title><script defer src="/main.0123abcd.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(shellDist, 'runtime-config.json'), JSON.stringify({ apiUrl: 'https://api.test' }));
});
afterAll(() => fs.rmSync(shellDist, { recursive: true, force: true }));

describe('the pages rendered on each visit', () => {
  it('are drawn by the current renderer into the empty page, started after the first paint', () => {
    writeRenderer(
      'render-a',
      "return { markup: '<style>p{color:red}</style><p>A ' + url + ' ' + runtimeConfig.apiUrl + ' ' + " +
        "typeof localStorage.getItem + '</p>', title: 'Joueur | ZUnivers' };",
    );
    const [page, shared] = scenario("return [await renderOnVisit('/joueur/zoe'), await renderOnVisit('/catalogue')];");
    expect(page).toContain('<title>Joueur | ZUnivers</title>');
    expect(page).toContain('<style>p{color:red}</style></head>');
    // The render may read (empty) browser storage, as the app's first render does.
    expect(page).toContain(
      '<div id="root" data-prerendered="/joueur/zoe"><p>A /joueur/zoe https://api.test function</p></div>',
    );
    expect(page).toMatch(
      /<script defer src="\/prerendered\/first-view-boot\.[0-9a-f]{8}\.js" data-entry="\/main\.0123abcd\.js">/,
    );
    // A page every visitor shares is not rendered here (it is rendered ahead of visits, or not at all).
    expect(shared).toBeNull();
  });

  it('follow a new renderer from the next visit on (a remote redeployed alone)', () => {
    writeRenderer('render-a', "return { markup: '<p>A</p>', title: 'A' };");
    const [before, after] = scenario(`
      const before = await renderOnVisit('/joueur/zoe');
      const fs = await import('node:fs');
      fs.mkdirSync(${JSON.stringify(path.join(folder, 'render-b'))}, { recursive: true });
      fs.writeFileSync(${JSON.stringify(path.join(folder, 'render-b', 'render.cjs'))},
        "exports.isRenderedOnVisit = () => true; exports.render = async () => ({ markup: '<p>B</p>', title: 'B' });");
      fs.writeFileSync(${JSON.stringify(path.join(folder, 'current.json'))}, JSON.stringify({ folder: 'render-b' }));
      return [before, await renderOnVisit('/joueur/zoe')];`);
    expect(before).toContain('<p>A</p>');
    expect(after).toContain('<p>B</p>');
  });

  it('give the empty page (undefined) when the render fails, is late, or too many visits wait', () => {
    writeRenderer(
      'render-c',
      "if (url === '/joueur/panne') throw new Error('API down');" +
        "if (url === '/joueur/lent') await new Promise((resolve) => setTimeout(resolve, 600));" +
        "return { markup: '<p>' + url + '</p>', title: 'x' };",
    );
    const results = scenario(
      `const failed = await renderOnVisit('/joueur/panne');
      const slow = renderOnVisit('/joueur/lent');
      const crowded = await renderOnVisit('/joueur/zoe');
      const late = await slow;
      // The slow render ends; the next visit is rendered again.
      await new Promise((resolve) => setTimeout(resolve, 700));
      return { failed, crowded, late, next: await renderOnVisit('/joueur/zoe') };`,
      { timeoutMs: 200, maxWaiting: 1 },
    );
    expect(results.failed).toBeUndefined();
    expect(results.crowded).toBeUndefined();
    expect(results.late).toBeUndefined();
    expect(results.next).toContain('<p>/joueur/zoe</p>');
  });

  it("draw a page again only when its answers changed since the address's last render", () => {
    // A renderer as the shell's behaves: the answers are read on every visit (here, a file the test rewrites), and an
    // earlier render of the same answers is taken back when offered.
    const answersFile = path.join(shellDist, 'answers.txt');
    const drawsFile = path.join(shellDist, 'draws.txt');
    fs.writeFileSync(answersFile, 'balance 2420');
    fs.writeFileSync(drawsFile, '');
    writeRenderer(
      'render-d',
      `const fs = require('node:fs');
      const answers = fs.readFileSync(${JSON.stringify(answersFile)}, 'utf8');
      const earlier = reuse?.(answers);
      if (earlier) return earlier;
      fs.appendFileSync(${JSON.stringify(drawsFile)}, 'x');
      return { markup: '<p>' + answers + '</p>', title: 'x', answers };`,
    );
    const results = scenario(`
      const fs = await import('node:fs');
      const first = await renderOnVisit('/joueur/zoe');
      const same = await renderOnVisit('/joueur/zoe');
      fs.writeFileSync(${JSON.stringify(answersFile)}, 'balance 2419');
      const changed = await renderOnVisit('/joueur/zoe');
      return { first, same, changed };`);
    expect(results.same).toBe(results.first);
    expect(results.changed).toContain('<p>balance 2419</p>');
    expect(fs.readFileSync(drawsFile, 'utf8')).toBe('xx');
  });

  it('give the empty page when no renderer was built yet', () => {
    fs.rmSync(folder, { recursive: true, force: true });
    expect(scenario("return [await renderOnVisit('/joueur/zoe')];")).toEqual([null]);
  });
});
