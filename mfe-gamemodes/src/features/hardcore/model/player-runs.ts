import type { HardcoreRun } from '@zu/shared-contract';

/** The run still going, if any: the API closes a run with its reason, so an open one has none. */
export function runningRun(runs: readonly HardcoreRun[]): HardcoreRun | undefined {
  return runs.find((run) => run.endReason === undefined);
}

/** The run begun last (ISO dates compare as text). */
export function latestRun(runs: readonly HardcoreRun[]): HardcoreRun | undefined {
  return runs.reduce<HardcoreRun | undefined>(
    (latest, run) => (latest === undefined || run.startDate > latest.startDate ? run : latest),
    undefined,
  );
}

/** The player's longest run: the retrospective lists the longest first. */
export function bestRun(runs: readonly HardcoreRun[]): HardcoreRun | undefined {
  return runs[0];
}
