// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { it } from 'node:test';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiRoot = path.resolve(here, '..', '..');

it('renders even when the machine has no font at all (text becomes boxes, nothing crashes)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zu-no-fonts-'));
  try {
    fs.mkdirSync(path.join(dir, 'fonts'));
    const conf = path.join(dir, 'fonts.conf');
    fs.writeFileSync(
      conf,
      `<?xml version="1.0"?><fontconfig><dir>${path.join(dir, 'fonts')}</dir><cachedir>${path.join(dir, 'cache')}</cachedir></fontconfig>`,
    );
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'fixtures', 'render-without-fonts.ts')],
      {
        cwd: apiRoot,
        env: { ...process.env, FONTCONFIG_FILE: conf, FONTCONFIG_PATH: dir },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    assert.equal(result.status, 0, result.stderr);
    assert.deepEqual(JSON.parse(result.stdout), [
      ['webp', 300, 420],
      ['webp', 1000, 250],
      ['webp', 1200, 630],
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
