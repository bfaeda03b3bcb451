#!/usr/bin/env node
// `npm test`: the whole suite, stopping at the first step that fails, then each phase's time (the suite's time is
// watched: CI prints these figures). `npm test -- --from build` starts at a later phase.
//
// Lint and typecheck run side by side: each is one process on one core, and neither writes what the other reads.
// Their output is held and printed whole as each ends, so that the two never interleave. The later phases run
// alone: the unit tests and the API suite fill both cores themselves, and the browser tests time pages.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const steps = [['lint', 'typecheck'], ['test:unit'], ['test:api'], ['build'], ['test:e2e']];
const phases = steps.flat();
const { values } = parseArgs({ options: { from: { type: 'string' } } });
const first = values.from ? phases.indexOf(values.from) : 0;
if (first < 0) {
  console.error(`Unknown phase "${values.from}". Phases: ${phases.join(', ')}`);
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
const report = (wallMs) => {
  console.log(
    `\nThe suite's phases:\n${times.map(({ phase, ms, ok }) => `  ${ok ? '✓' : '✗'} ${phase.padEnd(10)} ${minutes(ms)}`).join('\n')}`,
  );
  console.log(`  ${'total'.padEnd(12)} ${minutes(wallMs)}`);
};

/** Runs one phase; alone, its output goes straight through, beside another it is held and printed at its end. */
function runPhase(phase, { alone }) {
  const started = Date.now();
  const child = spawn(npm, ['run', phase], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const held = [];
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!alone) process.stdout.write(Buffer.concat([Buffer.from(`\n== ${phase}\n`), ...held]));
      times.push({ phase, ms: Date.now() - started, ok: status === 0 });
      resolve(status ?? 1);
    });
  });
}

const suiteStarted = Date.now();
for (const step of steps) {
  const toRun = step.filter((phase) => phases.indexOf(phase) >= first);
  if (!toRun.length) continue;
  const statuses = await Promise.all(toRun.map((phase) => runPhase(phase, { alone: toRun.length === 1 })));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) {
    report(Date.now() - suiteStarted);
    process.exit(failed);
  }
}
report(Date.now() - suiteStarted);
