// Each benchmark's budgets written down for `npm run bench`, which runs every benchmark and sums their budgets up:
// one JSON line a budget in the file BENCH_BUDGETS_FILE names (nothing when it is unset: a benchmark run alone).
import fs from 'node:fs';

export function recordBudget(bench: string, what: string, met: boolean, figure: string): void {
  const file = process.env.BENCH_BUDGETS_FILE;
  if (file) fs.appendFileSync(file, `${JSON.stringify({ bench, what, met, figure })}\n`);
}
