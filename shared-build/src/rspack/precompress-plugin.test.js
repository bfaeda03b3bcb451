// The plugin is ESM: run its compression step in a child Node over a folder of fixture files.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zu-precompress-'));
const bigScript = 'export const cards = [' + '"une carte",'.repeat(400) + '];\n';
const files = {
  'main.0123abcd.js': bigScript,
  'mf-manifest.json': JSON.stringify({ exposes: Array.from({ length: 80 }, (_, i) => ({ id: `page-${i}` })) }),
  'index.html': `<!doctype html><title>app</title>${'<!-- padding -->'.repeat(100)}`,
  // Rewritten in place by a redeploy: a twin made now would be served instead of the new file.
  'runtime-config.json': JSON.stringify({ remotes: { market: 'x'.repeat(2000) } }),
  'tiny.fedcba98.js': 'console.log(1)',
  'picture.png': 'not text'.repeat(300),
};

let written;
beforeAll(() => {
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  const script = `
    const { precompressFiles } = await import(${JSON.stringify(path.join(__dirname, 'precompress-plugin.mjs'))});
    console.log(JSON.stringify(await precompressFiles(${JSON.stringify(dir)}, ${JSON.stringify(Object.keys(files))})));
  `;
  written = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('build-time compression', () => {
  it('writes a brotli and a gzip twin of each text file worth compressing, and of no other', () => {
    expect(written).toEqual([
      'index.html.br',
      'index.html.gz',
      'main.0123abcd.js.br',
      'main.0123abcd.js.gz',
      'mf-manifest.json.br',
      'mf-manifest.json.gz',
    ]);
    expect(fs.existsSync(path.join(dir, 'runtime-config.json.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'tiny.fedcba98.js.gz'))).toBe(false);
  });

  it('writes twins that decode to the file, and are smaller', () => {
    const file = path.join(dir, 'main.0123abcd.js');
    const brotlied = fs.readFileSync(`${file}.br`);
    const gzipped = fs.readFileSync(`${file}.gz`);
    expect(String(zlib.brotliDecompressSync(brotlied))).toBe(bigScript);
    expect(String(zlib.gunzipSync(gzipped))).toBe(bigScript);
    expect(brotlied.length).toBeLessThan(bigScript.length / 4);
    expect(gzipped.length).toBeLessThan(bigScript.length / 4);
  });
});
