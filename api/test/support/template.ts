import fs from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the prepared PGlite database lives, as the data directory a copy starts from: one per checkout (a hash of
 * the whole working directory, so that two checkouts whose paths end alike never share one), rebuilt at every run.
 * A copy of its files opens in about a second; unpacking a dump into memory took four.
 */
export const pgliteTemplateDir = path.join(
  os.tmpdir(),
  `zu-api-test-template-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 16)}`,
);

/** A copy of the template's files at `dataDir`, for PGlite to open as its own. */
export function copyPgliteTemplate(dataDir: string): void {
  fs.cpSync(pgliteTemplateDir, dataDir, { recursive: true });
}

/**
 * The PostgreSQL template database the test files clone, named after DATABASE_URL's database: checkouts that test
 * on one server, each with a database of its own, never drop one another's template mid-run.
 */
export const postgresTemplateName = `${databaseOf(process.env.DATABASE_URL) || 'zu_test'}_template`;

function databaseOf(url: string | undefined): string {
  return url ? new URL(url).pathname.slice(1) : '';
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
