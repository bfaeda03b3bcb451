// normal-site is ESM: the deployment runs in a child Node, from a built shell made of a few files as the build
// writes them, into a folder of its own; the home is rendered by the shell's real render module.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'zu-normal-site-'));
const builtShell = path.join(work, 'dist');
const siteDist = path.join(work, 'dist-normal');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const emptyPage =
  '<!doctype html><html lang="fr"><head><meta name="description" content="Le site compagnon, règles hardcore.">' +
  '<title>ZUnivers Hardcore</title><script defer src="/main.1b2f3a3f.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

function writeBuiltShell() {
  const write = (name, content) => {
    fs.mkdirSync(path.dirname(path.join(builtShell, name)), { recursive: true });
    fs.writeFileSync(path.join(builtShell, name), content);
  };
  write('app.html', emptyPage);
  write('index.html', emptyPage.replace('<div id="root"></div>', '<div id="root">the hardcore home</div>'));
  write('index.html.br', 'the hardcore home, compressed');
  write('main.1b2f3a3f.js', 'console.log("app")');
  write('runtime-config.json', JSON.stringify({ ruleSet: 'HARDCORE', hardcoreSiteHost: 'hardcore.example' }));
  write('prerendered/first-view-boot.0123abcd.js', 'boot');
  write('prerendered/catalogue.html', 'the hardcore catalogue');
  write('.page-render/current.json', '{"folder":"render-1"}');
}

function deploy() {
  const moduleUrl = `file://${path.join(__dirname, 'normal-site.mjs')}`;
  const script = `import { deployNormalSite } from ${JSON.stringify(moduleUrl)};
await deployNormalSite({ builtShell: ${JSON.stringify(builtShell)}, siteDist: ${JSON.stringify(siteDist)} });`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

const read = (name) => fs.readFileSync(path.join(siteDist, name), 'utf8');

describe('the normal site made from the shell build', () => {
  beforeAll(() => {
    writeBuiltShell();
    deploy();
  }, 60_000);

  it('has the build files, and none of what each site renders for itself', () => {
    expect(read('main.1b2f3a3f.js')).toBe('console.log("app")');
    expect(read('prerendered/first-view-boot.0123abcd.js')).toBe('boot');
    expect(fs.existsSync(path.join(siteDist, 'prerendered/catalogue.html'))).toBe(false);
    expect(fs.existsSync(path.join(siteDist, '.page-render'))).toBe(false);
    // The build is left as it was.
    expect(fs.readFileSync(path.join(builtShell, 'prerendered/catalogue.html'), 'utf8')).toBe('the hardcore catalogue');
  });

  it("has the build's runtime configuration with the normal rule set", () => {
    expect(JSON.parse(read('runtime-config.json'))).toEqual({
      ruleSet: 'NORMAL',
      hardcoreSiteHost: 'hardcore.example',
    });
  });

  it('names its empty page after the normal site, and renders its home for it, started after the first paint', () => {
    expect(read('app.html')).toContain('<title>ZUnivers</title>');
    expect(read('app.html')).toContain(
      '<meta name="description" content="Le site compagnon du jeu de cartes : catalogue, profils, classements, modes de jeu et marché.">',
    );
    expect(read('app.html')).toContain('<div id="root"></div>');
    const home = read('index.html');
    expect(home).toContain('<title>ZUnivers</title>');
    expect(home).toMatch(/<div id="root" data-prerendered="\/">.*aria-label="ZUnivers, accueil"/s);
    expect(home).toContain('À ton rythme.');
    expect(home).not.toContain('Règles hardcore');
    expect(home).toContain('data-entry="/main.1b2f3a3f.js"');
    // The compressed twin is the normal home's, not the hardcore one copied from the build.
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(siteDist, 'index.html.br'))).toString()).toBe(home);
  });

  it('replaces an earlier deployment whole', () => {
    fs.writeFileSync(path.join(siteDist, 'stale.js'), 'from an earlier build');
    deploy();
    expect(fs.existsSync(path.join(siteDist, 'stale.js'))).toBe(false);
    expect(fs.existsSync(`${siteDist}.next`)).toBe(false);
    expect(fs.existsSync(`${siteDist}.previous`)).toBe(false);
  }, 60_000);
});
