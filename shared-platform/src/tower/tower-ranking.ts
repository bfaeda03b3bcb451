import type { TowerLeaderboard } from '@zu/shared-contract';

export interface TowerRankedRow {
  position: number;
  userName: string;
  /** 1-based, as players say it; 0 without an attempt. */
  floor: number;
  attempts: number;
}

/**
 * The Vortex ranking as players read it, in the API's order (highest floor first, then the fewest attempts): the
 * floor turned 1-based, and equal floor and attempts sharing a position (1, 2, 2, 4).
 */
export function rankTowerRows(users: TowerLeaderboard['users']): TowerRankedRow[] {
  const rows = users.map((entry) => ({
    userName: entry.user.discordUserName,
    floor: entry.maxFloorIndex === undefined ? 0 : entry.maxFloorIndex + 1,
    attempts: entry.towerLogCount,
  }));
  let position = 0;
  return rows.map((row, index) => {
    const previous = rows[index - 1];
    if (!previous || previous.floor !== row.floor || previous.attempts !== row.attempts) position = index + 1;
    return { ...row, position };
  });
}
