// Vortex seasons follow each other without a gap, `towerSeasonLengthDays` days each, every tower in turn.
import { addDays, type WorldDate } from '../world/world-rules';
import { towerSeasonLengthDays } from './tower-rules';

export interface TowerSeasonTerms {
  index: number;
  towerId: string;
  beginDate: WorldDate;
  endDate: WorldDate;
}

/**
 * The seasons to open so that one runs on `today`: each the day after the previous one ends, on the tower after the
 * previous one's among `towerIds` (in their order); none while the latest still runs.
 */
export function towerSeasonsToOpen(
  latest: TowerSeasonTerms,
  towerIds: readonly string[],
  today: WorldDate,
): TowerSeasonTerms[] {
  const opened: TowerSeasonTerms[] = [];
  let previous = latest;
  while (previous.endDate < today && towerIds.length > 0) {
    const position = towerIds.indexOf(previous.towerId);
    const beginDate = addDays(previous.endDate, 1);
    previous = {
      index: previous.index + 1,
      towerId: towerIds[(position + 1) % towerIds.length] as string,
      beginDate,
      endDate: addDays(beginDate, towerSeasonLengthDays - 1),
    };
    opened.push(previous);
  }
  return opened;
}
