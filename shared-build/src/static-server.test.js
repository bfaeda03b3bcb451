// The static server is ESM: run it in a child Node and query it over HTTP.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

let child;
let base;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zu-static-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(root, 'main.0123abcd.js'), 'console.log(1)');
  fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
  const script = `
    const { createStaticServer } = await import(${JSON.stringify(path.join(__dirname, 'static-server.mjs'))});
    const server = createStaticServer({ root: ${JSON.stringify(root)} });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));
  `;
  child = spawn(process.execPath, ['--input-type=module', '-e', script]);
  const port = await new Promise((resolve) => child.stdout.once('data', (data) => resolve(String(data).trim())));
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  child.kill();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('static server', () => {
  it('serves the app for page navigations, even when the path looks like a file name', async () => {
    for (const url of ['/joueur/nom.prenom', '/catalogue/classique', '/carte/12-une-carte']) {
      const response = await fetch(base + url, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>app</title>');
    }
  });

  it('answers 404 to a missing asset instead of sending the page', async () => {
    const response = await fetch(`${base}/missing.1234abcd.js`, { headers: { accept: '*/*' } });
    expect(response.status).toBe(404);
  });

  it('caches hashed chunks forever and revalidates entry files, with CORS', async () => {
    const chunk = await fetch(`${base}/main.0123abcd.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = await fetch(`${base}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('refuses to leave its folder', async () => {
    const response = await fetch(`${base}/..%2F..%2Fetc%2Fpasswd`, { headers: { accept: '*/*' } });
    expect([403, 404]).toContain(response.status);
  });
});
