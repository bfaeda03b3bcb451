import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiRoot } from '../../src/config';

/** A port nobody listens on right now (the system picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output: () => string;
  cleanup: () => void;
}

/**
 * Runs `src/server.ts` as `npm start` would, on a free port and a data directory of its own unless `env` says
 * otherwise; resolves once it listens.
 */
export async function spawnServer(env: Record<string, string> = {}): Promise<SpawnedServer> {
  // A port of its own unless told one (a restart on the port its clients know).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zu-api-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LEADERBOARD_REFRESH_SECONDS: '0',
      LOG_LEVEL: 'info',
      // Its own embedded database, even in the PostgreSQL pass.
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The end of what it printed, for a failure's message: a process under load logs every request.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-100_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const cleanup = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Listening once its health answers, whatever its log level.
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}) before listening:\n${output}`);
    if (Date.now() > deadline) {
      cleanup();
      throw new Error(`the server did not start:\n${output}`);
    }
    const health = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, port, exited, output: () => output, cleanup };
}
