// No circle of files in the API's source, type-only imports counted: a circle is the knot the engine kernel and
// its layers exist to prevent, and ESLint's import-x/no-cycle skips `import type`. dependency-cruiser reads the
// imports as TypeScript writes them (tsPreCompilationDeps), so a type import closes a circle as a value import does.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { cruise } from 'dependency-cruiser';
import { repoRoot } from '../src/areas.mjs';

/**
 * Every circle of files under `dir` of the project in `projectDir`, each as the files it goes through.
 * @param {string} projectDir
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function fileCircles(projectDir, dir) {
  /** @type {import('dependency-cruiser').IForbiddenRuleType} */
  const noCircles = { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } };
  // dependency-cruiser names files relative to the working directory, and reads the project from there.
  const previous = process.cwd();
  process.chdir(projectDir);
  try {
    return circlesOf(
      await cruise(
        [dir],
        {
          validate: true,
          tsPreCompilationDeps: true,
          tsConfig: { fileName: 'tsconfig.json' },
          exclude: { path: 'node_modules' },
          doNotFollow: { path: 'node_modules' },
          ruleSet: { forbidden: [noCircles] },
        },
        { extensions: ['.ts', '.mts', '.js', '.mjs'] },
      ),
    );
  } finally {
    process.chdir(previous);
  }
}

/** @typedef {import('dependency-cruiser').IMiniDependency} CircleStep */

/**
 * The circles a no-circular violation of `result` names.
 * @param {import('dependency-cruiser').IReporterOutput} result what `cruise` answers without a reporter: the result
 *   itself, not a report's text.
 * @returns {string[]}
 */
function circlesOf({ output }) {
  return /** @type {import('dependency-cruiser').ICruiseResult} */ (output).summary.violations
    .filter((violation) => violation.rule.name === 'no-circular')
    .map((violation) =>
      [violation.from, .../** @type {CircleStep[]} */ (violation.cycle).map((step) => step.name ?? step)].join(' -> '),
    );
}

describe('circles of files', () => {
  it('finds a circle made of type imports alone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zu-circle-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport interface A { b?: B }\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a';\nexport interface B { a?: A }\n");
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true } }));
      const circles = await fileCircles(dir, '.');
      assert.ok(circles.length > 0, 'a type-only circle between a.ts and b.ts was not found');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds none in the API source', async () => {
    assert.deepEqual(await fileCircles(path.join(repoRoot, 'api'), 'src'), []);
  });
});
