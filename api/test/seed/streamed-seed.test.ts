// Independent of DATABASE_URL: generated files loaded into an in-memory PGlite, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { generateStreamedSeed, loadSeed, streamedTableKeys, type StreamedSeed } from '../../src/seed';
import type { CopyPiece } from '../../src/seed/copy-files';
import { PieceQueue } from '../../src/seed/piece-queue';
import { appendAll } from '../../src/seed/generate-streamed';
import type { ScaleSettings } from '../../src/seed/types';

// The large scales' path on a world of a few dozen players: the same seed and date give the same rows whether the
// rule sets are played side by side in worker threads or one after the other, and the loader takes the COPY files.
const settings: ScaleSettings = { userCount: 40, corporationsPerRuleSet: 3, occasionalShare: 0.8, streamed: true };
const today = '2026-11-01';
const directories: string[] = [];

async function generate(
  sequential: boolean,
  pieces?: {
    onPiece: (piece: CopyPiece) => void;
    onTableComplete: (key: CopyPiece['key']) => void;
    pieceLength: number;
  },
): Promise<StreamedSeed> {
  const directory = path.join(tmpdir(), `zu-streamed-test-${process.pid}-${directories.length}`);
  directories.push(directory);
  return generateStreamedSeed({ scale: 'medium', settings, today, directory, sequential, ...pieces });
}

/** Each streamed table's rows as one digest (in a fixed order), its row count, and its indexes and constraints. */
async function tableFingerprints(handle: DatabaseHandle): Promise<Record<string, unknown>> {
  const fingerprints: Record<string, unknown> = {};
  const query = async <T>(text: string) =>
    ((await handle.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows[0] as T;
  for (const key of [...streamedTableKeys, 'users', 'corporations']) {
    const name = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    fingerprints[key] = {
      rows: await query(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
                           from ${name} t`),
      indexes: await query(`select string_agg(indexdef, '|' order by indexdef) as list from pg_indexes
                             where tablename = '${name}'`),
      constraints: await query(`select string_agg(conname || pg_get_constraintdef(oid), '|' order by conname) as list
                                  from pg_constraint where conrelid = '${name}'::regclass`),
    };
  }
  return fingerprints;
}

async function fileTexts(seed: StreamedSeed): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const [key, table] of Object.entries(seed.streamed)) {
    let text = '';
    for await (const chunk of table!.chunks(1 << 10)) {
      assert.equal(chunk.at(-1), 0x0a, `${key}: a piece ends inside a row`);
      text += chunk.toString('utf8');
    }
    texts[key] = text;
  }
  return texts;
}

after(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

describe('streamed seed (large scales)', () => {
  it('gives the same rows in worker threads and in one thread, and streams the big tables', async () => {
    const inWorkers = await generate(false);
    const inOneThread = await generate(true);
    assert.deepEqual(inWorkers.data, inOneThread.data);
    const texts = await fileTexts(inWorkers);
    assert.deepEqual(texts, await fileTexts(inOneThread));
    for (const table of ['actionLog', 'loots', 'invocations', 'inventories', 'leaderboardEntries'] as const) {
      assert.ok((inWorkers.streamed[table]?.rows ?? 0) > 0, `${table} is streamed`);
      assert.deepEqual(inWorkers.data[table], [], `${table} is not kept in memory`);
      assert.equal(texts[table]?.split('\n').length, (inWorkers.streamed[table]?.rows ?? 0) + 1);
    }
    // The occasional crowd plays in streaks: fewer loots per account than every day, more than none.
    const accounts = inWorkers.data.playerAccounts.length;
    const loots = inWorkers.streamed.loots?.rows ?? 0;
    assert.ok(loots > accounts * 10 && loots < accounts * 365, `${loots} loots for ${accounts} accounts`);
    // The files are plain COPY text: one line per row, as many fields as columns.
    const file = readFileSync(path.join(directories[0]!, 'NORMAL', 'loots.copy'), 'utf8');
    const [line] = file.split('\n');
    assert.equal(line?.split('\t').length, inWorkers.streamed.loots?.sqlColumns.length);
  });

  it("gathers a rule set's kept rows however many (the large scale keeps a million player challenges)", () => {
    const into = [1];
    appendAll(
      into,
      Array.from({ length: 1_000_000 }, (_, index) => index),
    );
    assert.equal(into.length, 1_000_001);
    assert.equal(into[1_000_000], 999_999);
  });

  it('loads each piece while the world is played, to the same tables, indexes and constraints', async () => {
    const plain = await openDatabase({ url: undefined, dataDir: undefined });
    const early = await openDatabase({ url: undefined, dataDir: undefined });
    try {
      await plain.migrate();
      await early.migrate();
      const seed = await generate(true);
      const plainReport = await loadSeed(plain, seed.data, { streamed: seed.streamed });

      const pieces = new PieceQueue();
      const told: string[] = [];
      const played = generate(false, {
        pieceLength: 64 << 10,
        onPiece: (piece) => {
          told.push(piece.key);
          pieces.push(piece);
        },
        onTableComplete: (key) => {
          told.push(`${key} complete`);
          pieces.complete(key);
        },
      }).then(
        (result) => {
          pieces.end();
          return result.data;
        },
        (error: unknown) => {
          pieces.fail(error);
          throw error;
        },
      );
      const report = await loadSeed(early, played, { early: { tables: streamedTableKeys, pieces } });
      assert.ok(told.filter((key) => key === 'actionLog').length > 2, `pieces: ${told.join(', ')}`);
      // Each streamed table is told complete once, after its last piece; the history tables before the last rule
      // set's players' states are written (so their indexes are rebuilt meanwhile).
      for (const key of streamedTableKeys.filter((key) => told.includes(key))) {
        assert.equal(told.filter((item) => item === `${key} complete`).length, 1, key);
        assert.ok(told.lastIndexOf(key) < told.indexOf(`${key} complete`), key);
      }
      assert.ok(told.indexOf('actionLog complete') < told.lastIndexOf('inventories'), told.join(', '));
      assert.equal(report.rows, plainReport.rows);
      assert.deepEqual(await tableFingerprints(early), await tableFingerprints(plain));
    } finally {
      await plain.close();
      await early.close();
    }
  });

  it('loads the COPY files with the rest of the seed', async () => {
    const seed = await generate(true);
    const handle = await openDatabase({ url: undefined, dataDir: undefined });
    try {
      await handle.migrate();
      const report = await loadSeed(handle, seed.data, { streamed: seed.streamed });
      for (const [key, table] of Object.entries(seed.streamed)) {
        const load = report.tables.find((t) => t.table === key);
        assert.equal(load?.rows, table!.rows, key);
      }
      const result = (await handle.db.execute(sql`select count(*)::int as n from loots`)) as unknown as {
        rows: { n: number }[];
      };
      assert.equal(result.rows[0]?.n, seed.streamed.loots?.rows);
      const inventories = (await handle.db.execute(
        sql`select count(*)::int as n from inventories i join player_accounts pa
              on pa.user_id = i.user_id and pa.rule_set = i.rule_set`,
      )) as unknown as { rows: { n: number }[] };
      assert.equal(inventories.rows[0]?.n, seed.streamed.inventories?.rows);
    } finally {
      await handle.close();
    }
  });
});
