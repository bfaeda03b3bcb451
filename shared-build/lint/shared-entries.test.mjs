// The react-router the site shares re-exports only a list of names (src/rspack/shared-entries.mjs): a name an app
// imports that is not on the list would be undefined at runtime, in every app, with no error at build time.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { it } from 'node:test';
import { areas, repoRoot } from '../src/areas.mjs';
import { reactRouterExports } from '../src/rspack/shared-entries.mjs';

/** @type {typeof import('typescript')} */
const ts = createRequire(import.meta.url)('typescript');
/** @typedef {import('typescript').StringLiteral} StringLiteral */
/** @typedef {import('typescript').ImportClause} ImportClause */
const browserDirs = [...areas.map(({ dir }) => dir), 'shared-auth', 'shared-ui', 'shared-platform'];

/**
 * The names imported as values from `moduleName` by the browser code (tests aside), each with a file using it.
 * @param {string} moduleName
 * @returns {Map<string, string>}
 */
function valueImportsOf(moduleName) {
  const files = execFileSync('git', ['ls-files', '--', ...browserDirs.map((dir) => `${dir}/src`)], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\/testing\//.test(file));
  /** @type {Map<string, string>} */
  const names = new Map();
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(path.join(repoRoot, file), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    for (const statement of source.statements) {
      const isImport = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement);
      // A module specifier is a string literal (TypeScript's parser takes anything else for a syntax error).
      if (!isImport || /** @type {StringLiteral | undefined} */ (statement.moduleSpecifier)?.text !== moduleName)
        continue;
      const bindings = ts.isImportDeclaration(statement) ? statement.importClause : statement;
      if (!bindings || bindings.isTypeOnly) continue;
      // An import's bindings are its import clause (above).
      const named = ts.isImportDeclaration(statement)
        ? /** @type {ImportClause} */ (bindings).namedBindings
        : statement.exportClause;
      if (!named || !('elements' in named)) {
        names.set('*', file);
        continue;
      }
      for (const element of named.elements) {
        if (!element.isTypeOnly) names.set((element.propertyName ?? element.name).text, file);
      }
    }
  }
  return names;
}

it("lists every react-router name the apps import (a name left out would be undefined in the site's copy)", () => {
  const imported = valueImportsOf('react-router');
  assert.ok(imported.has('createBrowserRouter'), 'the scan finds the shell router');
  const missing = [...imported].filter(([name]) => !reactRouterExports.includes(name));
  assert.deepEqual(
    missing.map(([name, file]) => `${name} (${file})`),
    [],
    'add them to reactRouterExports in shared-build/src/rspack/shared-entries.mjs',
  );
});

it('lists only names react-router exports', async () => {
  const reactRouter = await import('react-router');
  assert.deepEqual(
    reactRouterExports.filter((name) => !(name in reactRouter)),
    [],
  );
});

it('imports nothing from react-router-dom (its names come from the shared react-router, through its own list)', () => {
  assert.deepEqual([...valueImportsOf('react-router-dom').keys()], []);
});
