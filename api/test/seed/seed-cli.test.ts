// The seed command as `npm start` runs it: seeds an empty database, leaves a current one alone, rebuilds one seeded
// by another version of the generator.
// Independent of DATABASE_URL: on a PGlite data directory of its own, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { apiRoot } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { SEED_VERSION, seedStatus } from '../../src/seed';
import { seed } from './fixture';
import { TODAY } from './world/fixture';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zu-seed-cli-'));

function runSeed(...args: string[]): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/seed.ts', ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_TODAY: TODAY },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout;
}

async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

describe('the seed command', () => {
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('seeds an empty database, printing one line per table and the rates', () => {
    const output = runSeed();
    assert.match(
      output,
      new RegExp(`generated the small seed \\(version \\d+, played up to ${TODAY}\\) in \\d+\\.\\d\\d s`),
    );
    assert.match(output, /^ {2}items +1,500 rows +\d+\.\d\d s +[\d,]+ rows\/s$/m);
    assert.doesNotMatch(output, / 0 rows/);
    assert.match(output, /^loaded [\d,]+ rows in \d+\.\d\d s/m);
  });

  it('refuses a SEED_TODAY that is not a day', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/seed.ts'], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_TODAY: '2026-02-30' },
      encoding: 'utf8',
    });
    assert.equal(result.status, 2);
    assert.match(result.stderr, /SEED_TODAY must be a day written YYYY-MM-DD, not '2026-02-30'/);
  });

  it('leaves a database seeded by this version alone', () => {
    const output = runSeed();
    assert.match(output, /already seeded \(seed version \d+, small scale\): nothing done/);
    assert.doesNotMatch(output, /loaded/);
  });

  it('rebuilds a database seeded by another version, in place', async () => {
    await withDatabase(async (handle) => {
      await handle.db.update(schema.seedInfo).set({ version: SEED_VERSION + 1 });
      assert.equal(await seedStatus(handle.db), 'outdated');
    });
    const output = runSeed();
    assert.match(output, new RegExp(`another version of the world \\(seed version ${SEED_VERSION + 1}.*rebuilding`));
    assert.match(output, /^loaded [\d,]+ rows in .*emptying/m);
    await withDatabase(async (handle) => {
      assert.equal(await seedStatus(handle.db), 'current');
      assert.equal((await handle.db.select().from(schema.items)).length, seed.items.length);
    });
  });
});
