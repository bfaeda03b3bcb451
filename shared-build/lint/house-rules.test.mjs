// The lint configuration itself under test: each house rule must report a deliberately wrong import, and leave the
// right way alone. Files are linted from memory at the paths they would have, so nothing is written to the tree.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from '../src/areas.mjs';

const eslint = new ESLint({ cwd: repoRoot });

/**
 * @param {string} filePath the file's path in the repository.
 * @param {string} code
 * @returns {Promise<string[]>} each problem as `rule: message`.
 */
async function problems(filePath, code) {
  // One text linted, one result.
  const [result] = /** @type {[import('eslint').ESLint.LintResult]} */ (
    await eslint.lintText(code, { filePath: `${repoRoot}/${filePath}` })
  );
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

/**
 * @param {string} filePath
 * @param {string} code
 * @param {string} expected part of a problem `filePath` must have.
 */
async function assertReported(filePath, code, expected) {
  const found = await problems(filePath, code);
  assert.ok(
    found.some((p) => p.includes(expected)),
    `expected "${expected}" for ${filePath}, got:\n${found.join('\n')}`,
  );
}

/**
 * The import into a feature's insides is reported; the same name taken from its index.ts is not.
 * @param {string} filePath
 * @param {string} intoInsides
 * @param {string} throughIndex
 */
async function assertOnlyThroughIndex(filePath, intoInsides, throughIndex) {
  await assertReported(filePath, intoInsides, 'House rule: a feature is reached only through its index.ts');
  const found = await problems(filePath, throughIndex);
  assert.deepEqual(
    found.filter((p) => p.includes('House rule')),
    [],
  );
}

describe('house rules on imports', () => {
  it('reports a remote importing another remote', async () => {
    await assertReported(
      'mfe-catalogue/src/fixture.ts',
      "export { remotePages } from '../../mfe-profile/src/pages';\n",
      'House rule: a remote never imports another remote',
    );
  });

  it("reports a feature reaching into another feature's insides, and leaves its index alone", async () => {
    await assertOnlyThroughIndex(
      'mfe-gamemodes/src/features/calendar/components/Fixture.tsx',
      "export { RewardList } from '../../rewards/components/RewardList';\n",
      "export { RewardList } from '../../rewards';\n",
    );
  });

  it("reports a shell page reaching into a feature's insides, and leaves its index alone", async () => {
    await assertOnlyThroughIndex(
      'shell/src/pages/team/Fixture.tsx',
      "export { teamRoles } from '../../features/team/model/team-roles';\n",
      "export { teamRoles } from '../../features/team';\n",
    );
  });

  it('reports an app importing another app', async () => {
    await assertReported(
      'shell/src/fixture.ts',
      "export { buildApp } from '../../api/src/app';\n",
      'House rule: an app never imports another app',
    );
  });

  it('reports a shared package importing an app', async () => {
    await assertReported(
      'shared-platform/src/fixture.ts',
      "export { Footer } from '../../shell/src/layouts/Footer';\n",
      'House rule: shared packages never import an app',
    );
  });

  it('reports TypeBox and contract values in browser code, and accepts type-only contract imports', async () => {
    await assertReported(
      'mfe-market/src/fixture.ts',
      "import { Type } from 'typebox';\nexport const id = Type.String();\n",
      'House rule: TypeBox never runs in the browser',
    );
    await assertReported(
      'shell/src/fixture.ts',
      "import { Item } from '@zu/shared-contract';\nexport const schema = Item;\n",
      "House rule: browser code takes only types from the contract's main entry",
    );
    assert.deepEqual(
      await problems(
        'shell/src/fixture.ts',
        "import type { Item } from '@zu/shared-contract';\nexport type X = Item;\n",
      ),
      [],
    );
  });

  it('reports Chakra outside shared-ui and accepts it inside', async () => {
    const code = "export { Box } from '@chakra-ui/react';\n";
    await assertReported(
      'mfe-profile/src/fixture.ts',
      code,
      'House rule: Chakra is reached only through @zu/shared-ui',
    );
    assert.deepEqual(await problems('shared-ui/src/fixture.ts', code), []);
  });

  it('reports a package reached past its public entry', async () => {
    await assertReported(
      'mfe-gamemodes/src/fixture.ts',
      "export { createStore } from '@zu/shared-platform/src/store/create-store';\n",
      'House rule: a package is imported only through its public entry',
    );
  });

  it('reports the engine kernel importing anything of the API outside itself, type imports included', async () => {
    const kernel = 'House rule: the engine kernel imports nothing of the API outside itself';
    await assertReported(
      'api/src/engine/fixture.ts',
      "export { lootAmounts } from '../areas/loot/loot-rules';\n",
      kernel,
    );
    await assertReported(
      'api/src/engine/fixture.ts',
      "import type { Db } from '../db/client';\nexport type Handle = Db;\n",
      kernel,
    );
    await assertReported('api/src/engine/fixture.ts', "export { ApiError } from '../lib/api-error';\n", kernel);
    assert.deepEqual(
      await problems(
        'api/src/engine/fixture.ts',
        "import type { Effects } from './effects';\nexport type E = Effects;\n",
      ),
      [],
    );
  });

  it('reports an area, or any layer below the seed, importing the seed', async () => {
    const rule = 'House rule: nothing imports the seed';
    await assertReported('api/src/areas/players/fixture.ts', "export { kebab } from '../../seed/text';\n", rule);
    await assertReported('api/src/orchestrator/fixture.ts', "export { generateSeed } from '../seed';\n", rule);
  });

  it('reports lib importing a layer above it', async () => {
    await assertReported(
      'api/src/lib/fixture.ts',
      "export { runPlayerAction } from '../orchestrator/action-runner';\n",
      'House rule: lib holds helpers for every layer and imports none above it',
    );
  });

  it('reports a plugin importing an area', async () => {
    await assertReported(
      'api/src/plugins/fixture.ts',
      "export { resolveSignedInPlayer } from '../areas/players/signed-in-player';\n",
      'House rule: plugins never import areas',
    );
  });

  it("reports an area's rules reaching the orchestrator, and accepts its routes and repository doing so", async () => {
    const code = "export { runPlayerAction } from '../../orchestrator/action-runner';\n";
    await assertReported(
      'api/src/areas/shop/fixture-rules.ts',
      code,
      'House rule: an area reaches the orchestrator only from its routes and its repository',
    );
    /** @param {string[]} found */
    const zoneProblems = (found) => found.filter((p) => p.startsWith('import-x/no-restricted-paths'));
    assert.deepEqual(zoneProblems(await problems('api/src/areas/shop/fixture-routes.ts', code)), []);
    assert.deepEqual(zoneProblems(await problems('api/src/areas/shop/fixture-repository.ts', code)), []);
  });

  it('reports a relative import that leaves its workspace (scripts included)', async () => {
    await assertReported(
      'scripts/fixture.mjs',
      "export { areas } from '../shared-build/src/areas.mjs';\n",
      'import-x/no-relative-packages',
    );
  });

  it('reports an undeclared dependency', async () => {
    await assertReported(
      'shell/src/fixture.ts',
      "import sharp from 'sharp';\nexport const image = sharp;\n",
      "import-x/no-extraneous-dependencies: 'sharp' should be listed in the project's dependencies",
    );
  });

  it('reports a bare ErrorState in an app, and accepts QueryErrorState or an ErrorState with its own message', async () => {
    await assertReported(
      'mfe-market/src/fixture.tsx',
      "import { ErrorState } from '@zu/shared-ui';\nexport const Failed = () => <ErrorState onRetry={() => {}} />;\n",
      'House rule: a failed query is shown with QueryErrorState',
    );
    /** @param {string[]} found */
    const rule = (found) => found.filter((p) => p.startsWith('no-restricted-syntax'));
    const told =
      "import { QueryErrorState } from '@zu/shared-platform';\nimport { ErrorState } from '@zu/shared-ui';\n" +
      'export const A = ({ error }: { error: unknown }) => <QueryErrorState error={error} />;\n' +
      'export const B = () => <ErrorState message="Indisponible" />;\n';
    assert.deepEqual(rule(await problems('shell/src/fixture.tsx', told)), []);
  });
});
