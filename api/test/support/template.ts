import os from 'node:os';
import path from 'node:path';

/** Where the prepared PGlite dump lives (per checkout, rebuilt at every run). */
export const pgliteTemplatePath = path.join(
  os.tmpdir(),
  `zu-api-test-template-${Buffer.from(process.cwd()).toString('hex').slice(-16)}.tar.gz`,
);

/** The PostgreSQL template database the test files clone. */
export const postgresTemplateName = 'zu_test_template';

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
