#!/usr/bin/env node
// `npm test`: the whole suite, one phase after the other, stopping at the first that fails, then each phase's time
// (the suite's time is watched: CI prints these figures). `npm test -- --from build` starts at a later phase.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const phases = ['lint', 'typecheck', 'test:unit', 'test:api', 'build', 'test:e2e'];
const { values } = parseArgs({ options: { from: { type: 'string' } } });
const first = values.from ? phases.indexOf(values.from) : 0;
if (first < 0) {
  console.error(`Unknown phase "${values.from}". Phases: ${phases.join(', ')}`);
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
const report = () => {
  const total = times.reduce((sum, { ms }) => sum + ms, 0);
  console.log(
    `\nThe suite's phases:\n${times.map(({ phase, ms, ok }) => `  ${ok ? '✓' : '✗'} ${phase.padEnd(10)} ${minutes(ms)}`).join('\n')}`,
  );
  console.log(`  ${'total'.padEnd(12)} ${minutes(total)}`);
};

for (const phase of phases.slice(first)) {
  const started = Date.now();
  const { status } = spawnSync(npm, ['run', phase], { stdio: 'inherit' });
  times.push({ phase, ms: Date.now() - started, ok: status === 0 });
  if (status !== 0) {
    report();
    process.exit(status ?? 1);
  }
}
report();
