import type { HardcoreRun, HardcoreRunsPage, HardcoreSeason } from '@zu/shared-contract';
import { avatarFixture } from '@zu/shared-platform/testing';

export const currentSeason: HardcoreSeason = {
  id: '00000000-0000-4000-8000-0000000000c4',
  index: 4,
  beginDate: '2026-10-01',
  endDate: '2026-12-30',
};

/** One of the player's runs: a failed one when it has a failure day, else still going. */
export function runFixture(
  n: number,
  run: Partial<HardcoreRun> & Pick<HardcoreRun, 'startDate' | 'dayCount'>,
): HardcoreRun {
  return {
    id: `00000000-0000-4000-8000-0000000003${String(n).padStart(2, '0')}`,
    position: n,
    user: { id: '00000000-0000-4000-8000-000000000001', discordUserName: 'alice', discordAvatar: avatarFixture },
    ...run,
  };
}

/** A page of the season's retrospective: odd figures, so each is told apart. */
export function runsPageFixture(runs: HardcoreRun[]): HardcoreRunsPage {
  return {
    season: { ...currentSeason, isCurrent: true, isFinished: false },
    runCount: 61,
    playerCount: 47,
    survivorCount: 19,
    failureCount: 42,
    page: 0,
    size: 20,
    total: runs.length,
    pageCount: 1,
    runs,
  };
}
