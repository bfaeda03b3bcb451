// The profile's own change: which unlocked banner a player shows. Banners are no part of the engine's state (no
// currency or card moves), so the change is one guarded statement under the same account lock every action takes,
// announced on the player's live topic as an action's changes are.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { ActingPlayer } from '../../orchestrator/action-runner';
import { accountNotFound } from '../../lib/refusals';
import { lockAccounts } from '../../orchestrator/state-loader';
import { publishLiveChanges } from '../live/live-publish';
import { findBannerByName, findUserBanner } from './players-queries';
import { bannerRefusals } from './players-rules';
import { type banners, playerAccounts, type userBanners } from './players-schema';

export interface ChangedBanner {
  banner: typeof banners.$inferSelect;
  userBanner: typeof userBanners.$inferSelect;
}

const refused = (code: keyof typeof bannerRefusals) => new ApiError(400, code, bannerRefusals[code]);

/** Shows the banner named `bannerName` on the player's account, if it exists and the player unlocked it. */
export function changeBanner(db: Db, { userId, ruleSet }: ActingPlayer, bannerName: string): Promise<ChangedBanner> {
  return db.transaction(async (tx) => {
    const locked = await lockAccounts(tx, ruleSet, [userId]);
    if (!locked.has(userId)) throw accountNotFound(ruleSet);
    const banner = await findBannerByName(tx, bannerName);
    if (!banner) throw refused('BANNER_NOT_FOUND');
    const userBanner = await findUserBanner(tx, userId, ruleSet, banner.id);
    if (!userBanner) throw refused('USERBANNER_NOT_FOUND');
    await tx
      .update(playerAccounts)
      .set({ bannerId: banner.id })
      .where(and(eq(playerAccounts.userId, userId), eq(playerAccounts.ruleSet, ruleSet)));
    await publishLiveChanges(tx, [], [{ userId, ruleSet }]);
    return { banner, userBanner };
  });
}
