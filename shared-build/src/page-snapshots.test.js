// page-snapshots and first-view-boot are ESM: call their HTML steps in a child Node.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

/** The `name` export of the module `file` (beside this test) called with `args` in a child Node, through JSON. */
function call(file, name, ...args) {
  const moduleUrl = `file://${path.join(__dirname, file)}`;
  const script = `import { ${name} } from ${JSON.stringify(moduleUrl)};
process.stdout.write(JSON.stringify(${name}(...${JSON.stringify(args)})));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

const startAfterFirstPaint = (html) =>
  call('first-view-boot.mjs', 'startAfterFirstPaint', html, '/prerendered/first-view-boot.0123abcd.js');

describe('startAfterFirstPaint', () => {
  it("preloads the page's entry and leaves its start to the boot script, after the first paint", () => {
    const html = startAfterFirstPaint(
      '<html><head><title>x</title><script defer src="/main.1b2f3a3f.js"></script></head><body></body></html>',
    );
    expect(html).toBe(
      '<html><head><title>x</title><link rel="preload" as="script" href="/main.1b2f3a3f.js">' +
        '<script defer src="/prerendered/first-view-boot.0123abcd.js" data-entry="/main.1b2f3a3f.js"></script>' +
        '</head><body></body></html>',
    );
  });

  it('leaves a page with more than its one entry script as it is (their order would be lost)', () => {
    const page = '<html><head><script defer src="/a.js"></script><script defer src="/main.js"></script></head></html>';
    expect(startAfterFirstPaint(page)).toBe(page);
  });
});

describe('hoistHeadElements', () => {
  it("takes a render's resource hints and style elements, in order, out of its markup for the head", () => {
    const markup =
      '<link rel="preload" as="image" href="/a.webp" fetchPriority="high"/>' +
      '<style data-emotion="css-global x">body{margin:0}</style><header>Catalogue</header>' +
      '<style data-emotion="css 1ab">.css-1ab{color:red}</style><p class="css-1ab">$& 1500 cartes</p>';
    expect(call('first-view-document.mjs', 'hoistHeadElements', markup)).toEqual({
      head:
        '<link rel="preload" as="image" href="/a.webp" fetchPriority="high"/>' +
        '<style data-emotion="css-global x">body{margin:0}</style>' +
        '<style data-emotion="css 1ab">.css-1ab{color:red}</style>',
      body: '<header>Catalogue</header><p class="css-1ab">$& 1500 cartes</p>',
    });
  });
});
