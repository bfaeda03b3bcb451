import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { apiOrigin } from './system';

/** The API's development command (`npm run feature -w api -- X on|off`), against the running API. */
export function featureByCommand(name: string, state: 'on' | 'off'): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'src/scripts/feature.ts', name, state], {
    cwd: path.resolve(__dirname, '../../api'),
    stdio: 'pipe',
  });
}

/**
 * A feature switched through the running API's development route, as the command does: without the command's
 * own process (two seconds a switch), for the tests that only need the feature off for a while.
 */
export async function switchFeature(name: string, state: 'on' | 'off'): Promise<void> {
  const response = await fetch(`${apiOrigin}/dev/game-features/${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ active: state === 'on' }),
  });
  if (!response.ok) throw new Error(`switching ${name} ${state}: the API answered ${response.status}`);
}
