import type { LiveEvent, LiveTopic } from '@zu/shared-contract';
import type { baseApi } from '../api/base-api';

/** A cache tag of the one API: what a live topic marks as out of date. */
export type LiveTag = Parameters<typeof baseApi.util.invalidateTags>[0][number];

/** The topic of a player's changes: the channel names players in lower case, whatever case an address has. */
export const playerTopic = (userName: string): LiveTopic => `player:${userName.toLowerCase()}`;

/** What a player's reads provide, so that their topic reads them again (the same lower case as the topic). */
export const playerTag = (userName: string) => ({ type: 'Player' as const, id: userName.toLowerCase() });

/** The topic of a corporation's changes (its treasury, members and log), and the tag of its reads. */
export const corporationTopic = (id: string): LiveTopic => `corporation:${id}`;
export const corporationTag = (id: string) => ({ type: 'Corporation' as const, id });

/** The jackpot's read: the other ticket reads (a link's counts, its next ticket) do not change with it. */
export const jackpotTag = { type: 'Lucky' as const, id: 'jackpot' };

/** The read-out of one z/place pixel (who painted it, when). */
export const placePixelTag = (x: number, y: number) => ({ type: 'Place' as const, id: `${x},${y}` });

/**
 * The cached reads a change makes stale. The signed-in player's own changes also reach every read of
 * their account (the header's balance, their pages), which are tagged `Account`. A leaderboard has no tag of its
 * own. A z/place pixel is painted by its page from the event itself: only that pixel's read-out is read again.
 */
export function liveTagsOf({ topic, data }: LiveEvent, signedInUserName: string | undefined): LiveTag[] {
  const separator = topic.indexOf(':');
  const kind = separator < 0 ? topic : topic.slice(0, separator);
  const key = topic.slice(separator + 1);
  switch (kind) {
    case 'player':
      return key === signedInUserName?.toLowerCase() ? [playerTag(key), 'Account'] : [playerTag(key)];
    case 'corporation':
      return [corporationTag(key)];
    case 'shop':
      return ['Shop'];
    case 'market':
      return ['Market'];
    case 'jackpot':
      return [jackpotTag];
    case 'event':
      // The settings' event and calendar period, and a giveaway drawn or opened, share this topic.
      return ['GameEvent', 'Giveaway'];
    case 'boss':
      return ['Boss'];
    case 'place':
      return Number.isInteger(data?.x) && Number.isInteger(data?.y)
        ? [placePixelTag(data!.x as number, data!.y as number)]
        : [];
    default:
      return [];
  }
}

/** After a `reset` (too many events missed), every read a topic can make stale is read again. */
export const liveResetTags: LiveTag[] = [
  'Player',
  'Account',
  'Corporation',
  'Shop',
  'Market',
  'Lucky',
  'GameEvent',
  'Place',
  'Boss',
  'Giveaway',
];
