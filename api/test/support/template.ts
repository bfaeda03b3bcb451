import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the prepared PGlite dump lives: one per checkout (a hash of the whole working directory, so that two
 * checkouts whose paths end alike never share one), rebuilt at every run.
 */
export const pgliteTemplatePath = path.join(
  os.tmpdir(),
  `zu-api-test-template-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 16)}.tar.gz`,
);

/** The PostgreSQL template database the test files clone. */
export const postgresTemplateName = 'zu_test_template';

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
