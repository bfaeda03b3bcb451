// One API process (src/server.ts) on a copy of the seeded test database, with players of the load's own, as the
// load test and the load benchmark drive it: on PGlite (files of the process's own) or on PostgreSQL (DATABASE_URL,
// a database of its own cloned from the test template). It can be killed and restarted on the same port and data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { startKeyServer, type KeyServer } from './key-server';
import { foundCorporations, insertLoadPlayers, type LoadWorld } from './mixed-load';
import { createPostgresDatabase, dropPostgresDatabase } from './postgres-databases';
import { spawnServer, type SpawnedServer } from './spawn-server';
import { copyPgliteTemplate, postgresTemplateName, withDatabase } from './template';

export interface LoadSystem {
  origin: string;
  world: LoadWorld;
  databaseKind: 'PGlite' | 'PostgreSQL';
  /** Stops the process (a `kill -9` with SIGKILL) and starts it again on the same port and database. */
  restart(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Runs `read` on the database: PGlite's files are the process's own, so it is stopped meanwhile. */
  whileReadable<T>(read: (database: DatabaseHandle) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function startLoadSystem({
  players,
  founders,
}: {
  players: number;
  founders: number;
}): Promise<LoadSystem> {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zu-load-'));
  const databaseName = `zu_load_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const databaseUrl = serverUrl ? withDatabase(serverUrl, databaseName) : undefined;
  const keys: KeyServer = await startKeyServer();
  let server: SpawnedServer | undefined;
  let port: number | undefined;

  const openLoadDatabase = () =>
    databaseUrl
      ? openDatabase({ url: databaseUrl, poolSize: 2 })
      : openDatabase({ dataDir: path.join(dataDir, 'pglite') });

  async function start() {
    server = await spawnServer({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      IDENTITY_PROVIDER_URL: keys.url,
      // Every connection comes from 127.0.0.1: the limits per address are raised for the load (a 429 is an error).
      RATE_LIMIT_SCALE: '1000000',
      LEADERBOARD_REFRESH_SECONDS: '5',
      LOG_LEVEL: 'warn',
      ...(port ? { PORT: String(port) } : {}),
    });
    port = server.port;
  }

  async function stop(signal: 'SIGTERM' | 'SIGKILL') {
    const running = server;
    if (!running) return;
    server = undefined;
    running.child.kill(signal);
    await running.exited;
    running.cleanup();
  }

  async function close() {
    await stop('SIGTERM');
    await keys.close();
    if (databaseUrl) await dropPostgresDatabase(serverUrl!, databaseName).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  let world: LoadWorld;
  try {
    if (databaseUrl) await createPostgresDatabase(serverUrl!, databaseName, postgresTemplateName);
    else copyPgliteTemplate(path.join(dataDir, 'pglite'));
    const setup = await openLoadDatabase();
    try {
      world = await insertLoadPlayers(setup.db, keys, players);
    } finally {
      await setup.close();
    }
    await start();
    await foundCorporations(`http://127.0.0.1:${port}`, world, founders);
  } catch (error) {
    // A process left running would hold the caller open.
    await close();
    throw error;
  }

  return {
    origin: `http://127.0.0.1:${port}`,
    world,
    databaseKind: databaseUrl ? 'PostgreSQL' : 'PGlite',
    async restart(signal) {
      await stop(signal);
      await start();
    },
    async whileReadable(read) {
      if (!databaseUrl) await stop('SIGTERM');
      const database = await openLoadDatabase();
      try {
        return await read(database);
      } finally {
        await database.close();
        if (!databaseUrl) await start();
      }
    },
    close,
  };
}
