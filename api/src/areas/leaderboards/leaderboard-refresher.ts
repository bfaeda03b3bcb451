// Keeps the leaderboard positions fresh while the API runs: a rebuild every `intervalSeconds`, one at a time.
// Scores change with every action; positions follow within one interval plus the rebuild's own time.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { refreshLeaderboardPositions } from './leaderboard-positions';

export interface Refresher {
  stop(): Promise<void>;
}

export function startLeaderboardRefresher(db: Db, intervalSeconds: number, log: FastifyBaseLogger): Refresher {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = refreshLeaderboardPositions(db, new Date()).catch((error: unknown) =>
      log.error({ err: error }, 'leaderboard positions: refresh failed, trying again at the next interval'),
    );
  };
  tick();
  const timer = setInterval(() => void running.then(tick), intervalSeconds * 1000);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
