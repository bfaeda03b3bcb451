// Keeps the leaderboard positions fresh while the API runs: rebuilds one at a time, every `intervalSeconds`, or less
// often when a rebuild takes long. Scores change with every action; positions follow within one delay (see
// nextRefreshDelayMs) plus the rebuild's own time. Each rebuild announces the boards whose positions moved. Several
// API processes on one database rebuild once an interval between them: a process skips its turn when another
// rebuilt within nine tenths of the interval (the tenth absorbs the timers' drift).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { refreshLeaderboardPositions } from './leaderboard-positions';

export interface Refresher {
  stop(): Promise<void>;
}

/**
 * A rebuild sorts every entry of every board: about 9.5 s at 100,000 players on the 2-core machine.
 * Started every 10 s whatever it costs, it would keep a core busy for good at 100,000 players. The pause after a
 * rebuild is therefore at least `pauseShare` times its length: rebuilding takes at most a quarter of a core's time,
 * and positions follow a changed score within max(interval, 3 × rebuild) + rebuild.
 */
const pauseShare = 3;

/** How long to wait after a rebuild that took `lastRebuildMs` before starting the next one. */
export function nextRefreshDelayMs(intervalSeconds: number, lastRebuildMs: number): number {
  return Math.max(intervalSeconds * 1000, Math.ceil(lastRebuildMs * pauseShare));
}

export function startLeaderboardRefresher(
  db: Db,
  intervalSeconds: number,
  log: FastifyBaseLogger,
  refresh: (db: Db, now: Date) => Promise<unknown> = (db, now) =>
    refreshLeaderboardPositions(db, now, { announce: true, unlessRebuiltWithinMs: intervalSeconds * 900 }),
): Refresher {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    const started = Date.now();
    running = refresh(db, new Date())
      .then(
        () => undefined,
        (error: unknown) =>
          log.error({ err: error }, 'leaderboard positions: refresh failed, trying again after the interval'),
      )
      .then(() => {
        if (!stopped) timer = setTimeout(tick, nextRefreshDelayMs(intervalSeconds, Date.now() - started));
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
