// Migrates a fresh database and loads the small seed once, for every test file to copy.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { generateSeed, loadSeed } from '../../src/seed';
import { pgliteTemplateDir, postgresTemplateName, withDatabase } from './template';

const started = Date.now();
const url = process.env.DATABASE_URL;

if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${postgresTemplateName} with (force)`);
  await admin.query(`create database ${postgresTemplateName}`);
  await admin.end();
  const handle = await openDatabase({ url: withDatabase(url, postgresTemplateName) });
  await handle.migrate();
  await loadSeed(handle, generateSeed({ scale: 'small' }));
  await handle.close();
} else {
  // Built in memory, where the seed loads fastest, then written out as a data directory.
  const handle = await openDatabase({});
  await handle.migrate();
  await loadSeed(handle, generateSeed({ scale: 'small' }));
  const dump = await handle.dump!();
  await handle.close();
  fs.rmSync(pgliteTemplateDir, { recursive: true, force: true });
  const written = await openDatabase({ dataDir: pgliteTemplateDir, loadDataDir: dump });
  await written.close();
  await trimWriteAheadLog(pgliteTemplateDir);
}
/**
 * The seed's load leaves ten 16 MB segments of write-ahead log, kept for later writes: half the files every test
 * file would copy. Under a small WAL allowance, moving through them with checkpoints removes each one passed (the
 * copies open with the usual allowance).
 */
async function trimWriteAheadLog(dataDir: string) {
  const startParams = [...PGlite.defaultStartParams, '-c', 'min_wal_size=32MB', '-c', 'max_wal_size=32MB'];
  const database = new PGlite(dataDir, { startParams });
  const segments = () => fs.readdirSync(path.join(dataDir, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name));
  const before = segments().length;
  for (let step = 0; step < before; step++) {
    await database.query('checkpoint');
    await database.query('select pg_switch_wal()');
  }
  await database.query('checkpoint');
  await database.close();
  console.log(`WAL segments: ${before} -> ${segments().length}`);
}

console.log(`Test database template ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
