// Migrates a fresh database and loads the small seed once, for every test file to copy.
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { generateSeed, loadSeed } from '../../src/seed';
import { pgliteTemplatePath, postgresTemplateName, withDatabase } from './template';

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
  const handle = await openDatabase({});
  await handle.migrate();
  await loadSeed(handle, generateSeed({ scale: 'small' }));
  const dump = await handle.dump!();
  fs.writeFileSync(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}
console.log(`Test database template ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
