// Markdown that names a repository path names one that exists (the rule: markdown-paths.mjs and the top of
// docs/architecture.md): a moved or removed file cannot leave a README or an ADR pointing at nothing.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot } from '../src/areas.mjs';
import { missingPathsIn } from './markdown-paths.mjs';

describe('paths named in Markdown', () => {
  it('exist, from the repository root or from the file’s own folder', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.md'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && fs.existsSync(path.join(repoRoot, file)));
    assert.ok(files.length > 20, 'the Markdown files are found');
    const missing = files.flatMap((file) =>
      missingPathsIn(path.join(repoRoot, file), repoRoot).map((named) => `${file}: ${named}`),
    );
    assert.deepEqual(missing, []);
  });

  it('bites: a path that is gone is reported, the rule’s exceptions are not', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zu-md-paths-'));
    try {
      fs.mkdirSync(path.join(root, 'api/src'), { recursive: true });
      fs.writeFileSync(path.join(root, 'api/src/app.ts'), '');
      fs.writeFileSync(path.join(root, 'NOTES.md'), '');
      const file = path.join(root, 'api/README.md');
      fs.writeFileSync(
        file,
        [
          'Here: `api/src/app.ts`, `src/app.ts`, `src/app.ts:12`, [notes](../NOTES.md), `NOTES.md`.',
          'Gone: `api/src/gone.ts`, `src/server.ts`, [old](../OLD.md), `ROUTES.md`, but `lib/x.ts` names no folder here.',
          'Left out: `../shared/SPEC.md`, `api/dist/app.js`, `src/<area>/x.ts`, `/catalogue/:pack`, `npm run x`,',
          '`https://example.com/a/b`, `@zu/shared-ui/x`, `src/**/*.test.ts`, [anchor](#here), a `.md` file.',
          '```',
          '`api/src/in-a-code-block.ts`',
          '```',
        ].join('\n'),
      );
      assert.deepEqual(missingPathsIn(file, root).sort(), [
        '../OLD.md',
        'ROUTES.md',
        'api/src/gone.ts',
        'src/server.ts',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
