// Databases of a test's own on a PostgreSQL server: created (empty, or cloned from a template), and dropped when the
// handle is closed. One way for the test files' copies of the template, the loader's empty databases and the fault
// tests' own cluster.
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { withDatabase } from './template';

async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates `name` on the server `url` reaches, empty or as a copy of `template`. */
export function createPostgresDatabase(url: string, name: string, template?: string): Promise<void> {
  return onServer(url, `create database ${name}${template ? ` template ${template}` : ''}`);
}

/** Drops `name` on the server `url` reaches, whoever is still connected to it. */
export function dropPostgresDatabase(url: string, name: string): Promise<void> {
  return onServer(url, `drop database if exists ${name} with (force)`);
}

/**
 * A new database named after `prefix` (and this process, so parallel test files never meet), opened with
 * `poolSize` connections; closing the handle drops the database.
 */
export async function openOwnPostgresDatabase(
  url: string,
  prefix: string,
  options: { template?: string; poolSize: number },
): Promise<DatabaseHandle> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await createPostgresDatabase(url, name, options.template);
  const handle = await openDatabase({ url: withDatabase(url, name), poolSize: options.poolSize });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropPostgresDatabase(url, name);
    },
  };
}
