import { Type, type Static } from 'typebox';
import { DateTime, PlainDate, Uuid } from './formats';
import { UserName } from './players';

/** Every ranked leaderboard, as the profile's `leaderboards[].type` names them. */
export const leaderboardTypes = [
  'GLOBAL',
  'TRADELESS',
  'INVENTORY_UNIQUE',
  'INVENTORY_UNIQUE_NORMAL',
  'INVENTORY_UNIQUE_GOLDEN',
  'INVENTORY_UNIQUE_CHROMA',
  'FUSION',
  'LUCKY',
  'CHALLENGE',
  'ACHIEVEMENT',
  'REPUTATION',
  'UPGRADE',
] as const;

export const LeaderboardType = Type.Enum([...leaderboardTypes], { title: 'LeaderboardType' });
export type LeaderboardType = (typeof leaderboardTypes)[number];

/** The largest page a client may ask for. */
export const leaderboardMaxPageSize = 100;
export const leaderboardDefaultPageSize = 20;

const pageSize = Type.Integer({
  minimum: 1,
  maximum: leaderboardMaxPageSize,
  default: leaderboardDefaultPageSize,
  description: `Rows per page, 1 to ${leaderboardMaxPageSize}`,
});

export const LeaderboardParams = Type.Object({ type: LeaderboardType });
export type LeaderboardParams = Static<typeof LeaderboardParams>;

export const LeaderboardAroundParams = Type.Object({ type: LeaderboardType, userName: UserName });
export type LeaderboardAroundParams = Static<typeof LeaderboardAroundParams>;

export const LeaderboardPageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0, description: 'First page: 0' })),
  size: Type.Optional(pageSize),
});
export type LeaderboardPageQuery = Static<typeof LeaderboardPageQuery>;

export const LeaderboardSizeQuery = Type.Object({ size: Type.Optional(pageSize) });
export type LeaderboardSizeQuery = Static<typeof LeaderboardSizeQuery>;

/** The few fields of a player a ranking row shows. */
export const LeaderboardUser = Type.Object(
  {
    id: Uuid,
    discordUserName: Type.String(),
    discordGlobalName: Type.Optional(Type.String()),
    discordAvatar: Type.String({ description: 'Avatar hash on the chat platform: every account has one' }),
  },
  { title: 'LeaderboardUser' },
);
export type LeaderboardUser = Static<typeof LeaderboardUser>;

export const LeaderboardRow = Type.Object(
  {
    position: Type.Integer({ minimum: 1, description: 'Shared by equal scores (1, 2, 2, 4)' }),
    rowNumber: Type.Integer({ minimum: 1, description: 'Display order, unique: ties by tie-breaker, then name' }),
    score: Type.Integer(),
    data: Type.Optional(
      Type.Record(Type.String(), Type.Number(), {
        description: '{total}, {total, totalDistinct}, {achievementCount} or {total, maxed}',
      }),
    ),
    user: LeaderboardUser,
  },
  { title: 'LeaderboardRow' },
);
export type LeaderboardRow = Static<typeof LeaderboardRow>;

/**
 * GET /public/leaderboard/{type} and /public/leaderboard/{type}/around/{userName}: one page of a leaderboard in the
 * requested rule set, as ranked at `refreshedAt` (positions are rebuilt every few seconds).
 */
export const LeaderboardPage = Type.Object(
  {
    type: LeaderboardType,
    page: Type.Integer({ minimum: 0 }),
    size: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0, description: 'Players on the leaderboard' }),
    pageCount: Type.Integer({ minimum: 0 }),
    refreshedAt: Type.Optional(DateTime),
    rows: Type.Array(LeaderboardRow),
  },
  { title: 'LeaderboardPage' },
);
export type LeaderboardPage = Static<typeof LeaderboardPage>;

/** GET /public/hardcore/season: every hardcore season, the latest first. */
export const HardcoreSeasonListItem = Type.Object(
  {
    id: Uuid,
    index: Type.Integer({ minimum: 0 }),
    beginDate: PlainDate,
    endDate: PlainDate,
    isCurrent: Type.Boolean(),
    isFinished: Type.Boolean(),
  },
  { title: 'HardcoreSeasonListItem' },
);
export type HardcoreSeasonListItem = Static<typeof HardcoreSeasonListItem>;
export const HardcoreSeasonList = Type.Array(HardcoreSeasonListItem, { title: 'HardcoreSeasonList' });
export type HardcoreSeasonList = Static<typeof HardcoreSeasonList>;

export const HardcoreSeasonParams = Type.Object({
  seasonIndex: Type.Integer({ minimum: 1, maximum: 10_000, description: 'The season number (1 for the first)' }),
});
export type HardcoreSeasonParams = Static<typeof HardcoreSeasonParams>;

export const HardcoreRunsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  size: Type.Optional(pageSize),
  userName: Type.Optional(UserName),
});
export type HardcoreRunsQuery = Static<typeof HardcoreRunsQuery>;

/** One hardcore run: from a player's first daily of the season to the first day without one (or the season's end). */
export const HardcoreRun = Type.Object(
  {
    id: Uuid,
    position: Type.Integer({
      minimum: 1,
      description:
        "In the whole season (one player's runs keep theirs): runs of as many days share one; failures in order",
    }),
    user: LeaderboardUser,
    startDate: PlainDate,
    endDate: Type.Optional(PlainDate),
    failedDate: Type.Optional(PlainDate),
    endReason: Type.Optional(Type.Union([Type.Literal('MISSED_DAILY'), Type.Literal('SEASON_END')])),
    dayCount: Type.Integer({ minimum: 1, description: 'Days survived, the first and last included (today for a run)' }),
  },
  { title: 'HardcoreRun' },
);
export type HardcoreRun = Static<typeof HardcoreRun>;

/**
 * GET /public/hardcore/season/{seasonIndex}/retrospective (the longest runs first) and …/failures (the failed runs,
 * latest failure first), both filtered to one player with `userName`.
 */
export const HardcoreRunsPage = Type.Object(
  {
    season: HardcoreSeasonListItem,
    runCount: Type.Integer({ minimum: 0, description: 'Runs of the season' }),
    playerCount: Type.Integer({ minimum: 0, description: 'Players with a run this season' }),
    survivorCount: Type.Integer({ minimum: 0, description: "Runs alive at the season's end (or today)" }),
    failureCount: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 0 }),
    size: Type.Integer({ minimum: 1 }),
    total: Type.Integer({
      minimum: 0,
      description: 'Runs matching (all, or the failures; one player’s with userName)',
    }),
    pageCount: Type.Integer({ minimum: 0 }),
    runs: Type.Array(HardcoreRun),
  },
  { title: 'HardcoreRunsPage' },
);
export type HardcoreRunsPage = Static<typeof HardcoreRunsPage>;
