import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './spawn-server';

const pgBin = '/usr/lib/postgresql/15/bin';

/** A PostgreSQL cluster of the test's own (initdb in /tmp, a free port), which the test may stop and start at will. */
export interface OwnPostgres {
  url: (database?: string) => string;
  start: () => void;
  stop: () => void;
  destroy: () => void;
}

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
function run(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const line = [path.join(pgBin, command), ...args].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  if (asRoot) execFileSync('su', ['postgres', '-c', line], { stdio: 'pipe' });
  else execFileSync(path.join(pgBin, command), args, { stdio: 'pipe' });
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zu-own-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  run('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const own: OwnPostgres = {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => run('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']),
    // Fast: the server closes its clients' connections at once, as a crash or a restart would.
    stop: () => run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']),
    destroy: () => {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  own.start();
  return own;
}
