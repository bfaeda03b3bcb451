// The house rules of DESIGN.md §2 and §3, checked over every source file.
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const remotes = ['mfe-catalogue', 'mfe-profile', 'mfe-leaderboards', 'mfe-gamemodes', 'mfe-market'];
const workspaces = ['shell', ...remotes, 'shared-auth', 'shared-contract', 'shared-platform', 'shared-ui'];

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|require\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

const files = workspaces.flatMap((ws) =>
  ['src', 'dev'].flatMap((sub) => sourceFiles(path.join(repoRoot, ws, sub))).map((file) => ({ ws, file })),
);

describe('architecture rules', () => {
  it('finds the sources it checks', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('reaches Chakra and emotion only through @zu/shared-ui', () => {
    const offenders = files
      .filter(({ ws }) => ws !== 'shared-ui')
      .flatMap(({ file }) =>
        importsOf(file)
          .filter((spec) => /^@(chakra-ui|emotion)\//.test(spec))
          .map((spec) => `${path.relative(repoRoot, file)}: ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it('never lets a remote import another remote', () => {
    const offenders = files
      .filter(({ ws }) => remotes.includes(ws))
      .flatMap(({ ws, file }) =>
        importsOf(file)
          .filter((spec) =>
            remotes.some((other) => other !== ws && (spec.includes(`@zu/${other}`) || spec.includes(`${other}/`))),
          )
          .map((spec) => `${path.relative(repoRoot, file)}: ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it('imports workspace packages only through their public entry points', () => {
    const allowed = new Set([
      '@zu/shared-platform/testing',
      '@zu/shared-platform/areas.json',
      '@zu/shared-build/rspack',
      '@zu/shared-contract/constants',
    ]);
    const offenders = files.flatMap(({ file }) =>
      importsOf(file)
        .filter((spec) => /^@zu\/[^/]+\/.+/.test(spec) && !allowed.has(spec))
        .map((spec) => `${path.relative(repoRoot, file)}: ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps shared-ui presentational: no API, store or router inside', () => {
    const offenders = files
      .filter(({ ws }) => ws === 'shared-ui')
      .flatMap(({ file }) =>
        importsOf(file).filter((spec) => /^(@reduxjs|react-redux|react-router|@zu\/shared-platform)/.test(spec)),
      );
    expect(offenders).toEqual([]);
  });

  it("takes only types from the contract's main entry in browser code (its values pull TypeBox into the bundle)", () => {
    const offenders = files
      .filter(
        ({ ws, file }) =>
          ws !== 'shared-contract' && !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}testing${path.sep}`),
      )
      .filter(({ file }) =>
        /^import\s+(?!type\b)[^;]*from\s+'@zu\/shared-contract';/m.test(fs.readFileSync(file, 'utf8')),
      )
      .map(({ file }) => path.relative(repoRoot, file));
    expect(offenders).toEqual([]);
  });

  it('only imports test utilities from tests', () => {
    const offenders = files
      .filter(({ file }) => !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}testing${path.sep}`))
      .filter(({ file }) => importsOf(file).includes('@zu/shared-platform/testing'))
      .map(({ file }) => path.relative(repoRoot, file));
    expect(offenders).toEqual([]);
  });
});
