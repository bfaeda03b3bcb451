import type { LeaderboardPage } from '@zu/shared-contract';
import { toParisDateTime } from '../../lib/dates';
import type { HardcoreSeasonRow, hardcoreRunRows } from './hardcore-queries';
import type { LeaderboardSlice } from './leaderboards-queries';
import type { LeaderboardType } from './leaderboards-rules';

/** A user object without the null the database keeps for an absent display name. */
export function toBoardUser(row: {
  userId: string;
  discordUserName: string;
  discordGlobalName: string | null;
  discordAvatar: string;
}) {
  return {
    id: row.userId,
    discordUserName: row.discordUserName,
    ...(row.discordGlobalName ? { discordGlobalName: row.discordGlobalName } : {}),
    discordAvatar: row.discordAvatar,
  };
}

export function toLeaderboardPage(
  type: LeaderboardType,
  page: number,
  size: number,
  slice: LeaderboardSlice,
): LeaderboardPage {
  return {
    type,
    page,
    size,
    total: slice.total,
    pageCount: Math.ceil(slice.total / size),
    ...(slice.refreshedAt ? { refreshedAt: toParisDateTime(slice.refreshedAt) } : {}),
    rows: slice.rows.map((row) => ({
      position: row.position,
      rowNumber: row.rowNumber,
      score: row.score,
      ...(row.data ? { data: row.data } : {}),
      user: toBoardUser(row),
    })),
  };
}

export function toHardcoreSeasonItem(season: HardcoreSeasonRow, today: string) {
  return {
    id: season.id,
    index: season.index,
    beginDate: season.beginDate,
    endDate: season.endDate,
    isCurrent: season.beginDate <= today && today <= season.endDate,
    isFinished: season.endDate < today,
  };
}

/** A hardcore run as a season's list shows it. */
export function toHardcoreRun(run: Awaited<ReturnType<typeof hardcoreRunRows>>[number]) {
  return {
    id: run.id,
    position: run.position,
    user: toBoardUser(run),
    startDate: run.startDate,
    ...(run.endDate ? { endDate: run.endDate } : {}),
    ...(run.failedDate ? { failedDate: run.failedDate } : {}),
    ...(run.endReason ? { endReason: run.endReason } : {}),
    dayCount: run.dayCount,
  };
}
