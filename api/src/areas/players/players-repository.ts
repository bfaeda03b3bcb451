// The players' own writes. The profile's change of which unlocked banner a player shows: banners are no part of the
// engine's state (no currency or card moves), so the change is one guarded statement under the same account lock
// every action takes, announced on the player's live topic as an action's changes are. And the opening of an account
// at a player's first command in a rule set.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { ApiError } from '../../lib/api-error';
import type { ActingPlayer } from '../../orchestrator/action-runner';
import { accountNotFound } from '../../lib/refusals';
import { lockAccounts } from '../../orchestrator/state-loader';
import { publishLiveChanges } from '../live/live-publish';
import { findBannerByName, findUserBanner } from './players-queries';
import { avatarHashFor, bannerRefusals, startingBannerName } from './players-rules';
import { type banners, playerAccounts, ranks, userBanners, users } from './players-schema';

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

/** A chat player as the game's bot knows them at their first command. */
export interface ChatPlayer {
  /** The chat account's id (a token's subject). */
  chatId: string;
  userName: string;
  globalName?: string | undefined;
}

/** What opening an account did: the player's user id, and whether this call opened it. */
export interface OpenedAccount {
  userId: string;
  opened: boolean;
}

const userNameTaken = () => new ApiError(409, 'USER_NAME_TAKEN', 'Ce nom d’utilisateur appartient à un autre joueur.');

/**
 * Opens a player's account in a rule set, as the game's bot does at their first command there: the user (with an
 * avatar) when the chat account is new to the game, then the account with the lowest rank, no currency, and the
 * starting banner owned and shown. Opened once however many first commands race: every insert gives way to a row
 * another one wrote, and the account found is the one answered.
 */
export function openAccount(db: Db, player: ChatPlayer, ruleSet: RuleSet, now: Date): Promise<OpenedAccount> {
  return db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({
        id: randomUUID(),
        discordId: player.chatId,
        discordUserName: player.userName,
        discordGlobalName: player.globalName ?? null,
        discordAvatar: avatarHashFor(player.chatId),
        createdDate: now,
      })
      .onConflictDoNothing();
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.discordId, player.chatId));
    if (!user) throw userNameTaken();
    const [rank] = await tx.select({ id: ranks.id }).from(ranks).orderBy(asc(ranks.position)).limit(1);
    const startingBanner = await findBannerByName(tx, startingBannerName);
    if (!rank || !startingBanner) throw new Error('the catalogue has no rank or no starting banner');
    const opened = await tx
      .insert(playerAccounts)
      .values({
        userId: user.id,
        ruleSet,
        balance: 0,
        loreDust: 0,
        loreFragment: 0,
        upgradeDust: 0,
        rankId: rank.id,
        bannerId: startingBanner.id,
        lastActiveDate: now,
      })
      .onConflictDoNothing()
      .returning({ userId: playerAccounts.userId });
    if (opened.length > 0) {
      await tx
        .insert(userBanners)
        .values({ id: randomUUID(), userId: user.id, ruleSet, bannerId: startingBanner.id, date: now })
        .onConflictDoNothing();
    }
    return { userId: user.id, opened: opened.length > 0 };
  });
}
