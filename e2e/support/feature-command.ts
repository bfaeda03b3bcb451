import { execFileSync } from 'node:child_process';
import path from 'node:path';

export function feature(name: string, state: 'on' | 'off'): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'src/scripts/feature.ts', name, state], {
    cwd: path.resolve(__dirname, '../../api'),
    stdio: 'pipe',
  });
}
