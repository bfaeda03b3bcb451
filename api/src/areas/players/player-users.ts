import type { PlayerUser } from '@zu/shared-contract';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { shownBanner, toPlayerUser } from './player-profile-view';
import { worldNow } from '../world/world-clock';
import { playerUserRows } from './players-queries';

/** The `user` object of each of these players that has an account in the rule set, by id. */
export async function playerUsersById(
  db: Db,
  userIds: readonly string[],
  ruleSet: RuleSet,
  publicUrl: string,
): Promise<Map<string, PlayerUser>> {
  const [rows, now] = await Promise.all([playerUserRows(db, userIds, ruleSet), worldNow(db)]);
  return new Map(
    rows.map(({ user, account, rank, banner, userBanner }) => [
      user.id,
      toPlayerUser(
        {
          user,
          account,
          rank,
          banner: shownBanner(user.id, banner && userBanner ? { banner, userBanner } : undefined),
        },
        publicUrl,
        now,
      ),
    ]),
  );
}
