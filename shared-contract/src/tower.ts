import { Type, type Static } from 'typebox';
import { IsGolden, Item, Pack, ShinyLevel } from './catalogue';
import { DateTime, dateTime, PlainDate, plainDate, Uuid } from './formats';
import { PlayerUser } from './players';

const FloorIndex = Type.Integer({ minimum: 0, maximum: 5, description: '0-based: 5 is the top (sixth) floor' });

export const ReputationRef = Type.Object({ id: Uuid, name: Type.String() }, { title: 'ReputationRef' });
export type ReputationRef = Static<typeof ReputationRef>;

/** GET /public/tower/season: the Vortex season of the requested rule set, its tower and the odds of each floor. */
export const TowerSeason = Type.Object(
  {
    id: Uuid,
    index: Type.Integer({ minimum: 0 }),
    beginDate: PlainDate,
    endDate: plainDate("The season's last day, included"),
    tower: Type.Object({
      id: Uuid,
      index: Type.Integer({ minimum: 0 }),
      name: Type.String(),
      imageUrl: Type.String(),
      pack: Pack,
      reputation: ReputationRef,
      towerFloors: Type.Array(
        Type.Object({
          id: Uuid,
          index: FloorIndex,
          rate: Type.Number({ minimum: 0, maximum: 1, description: 'Chance to climb to the next floor' }),
          dropRates: Type.Array(
            Type.Object({
              id: Uuid,
              rarity: Type.Integer({ minimum: 1, maximum: 6 }),
              shinyLevel: ShinyLevel,
              isGolden: IsGolden,
              rate: Type.Number({ minimum: 0, description: 'Percent of the draws on this floor' }),
            }),
            { description: 'Rarity 1 to 4 normal, then rarity 1 to 4 golden' },
          ),
        }),
        { description: 'Floors 0 to 5' },
      ),
    }),
  },
  { title: 'TowerSeason' },
);
export type TowerSeason = Static<typeof TowerSeason>;

/** A player's Vortex season. */
export const TowerStat = Type.Object(
  {
    maxFloorIndex: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 5, description: 'Highest floor reached, 0-based; absent: no attempt' }),
    ),
    towerLogCount: Type.Integer({ minimum: 0, description: 'Attempts' }),
    towerSeasonIndex: Type.Integer({ minimum: 0 }),
    isCurrentTowerSeason: Type.Optional(Type.Boolean()),
    towerSeasonBeginDate: PlainDate,
    towerSeasonEndDate: PlainDate,
    towerName: Type.String(),
    items: Type.Array(Item, { description: 'The cards the attempts gave, each once' }),
    attemptAllowance: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: 'Current season only: attempts allowed so far (the allowance grows every day at noon, Paris)',
      }),
    ),
    attemptsLeft: Type.Optional(Type.Integer({ minimum: 0, description: 'Current season only: attempts left now' })),
    nextAttemptDate: Type.Optional(dateTime('Current season only: when the allowance grows next (absent at its end)')),
    roundCount: Type.Optional(Type.Integer({ minimum: 0, description: 'Arène rounds the player took part in' })),
    maxRoundIndex: Type.Optional(Type.Integer({ minimum: 0, description: 'Furthest Arène round reached' })),
  },
  { title: 'TowerStat' },
);
export type TowerStat = Static<typeof TowerStat>;

/** A player's standing with one reputation (clan). */
export const PlayerReputation = Type.Object(
  {
    id: Uuid,
    reputation: ReputationRef,
    value: Type.Integer({ minimum: 0 }),
    reputationLevel: Type.Object({
      id: Uuid,
      index: Type.Integer({ minimum: 0 }),
      name: Type.String(),
      fromValue: Type.Integer(),
      toValue: Type.Integer(),
    }),
  },
  { title: 'PlayerReputation' },
);
export type PlayerReputation = Static<typeof PlayerReputation>;

/** GET /public/tower/{userName}: every Vortex season the player climbed (latest first), and the five clans. */
export const PlayerTower = Type.Object(
  { towerStats: Type.Array(TowerStat), reputations: Type.Array(PlayerReputation) },
  { title: 'PlayerTower' },
);
export type PlayerTower = Static<typeof PlayerTower>;

const seasonOffset = Type.Integer({
  minimum: 0,
  maximum: 1000,
  description: '0 (default): the current season; 1 the one before, and so on',
});

export const TowerLeaderboardQuery = Type.Object({
  seasonOffset: Type.Optional(seasonOffset),
  discordUserName: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
      maxItems: 100,
      description: 'Repeated, one per player: only these players (any case, `#0` ignored); all: the top 100',
    }),
  ),
});
export type TowerLeaderboardQuery = Static<typeof TowerLeaderboardQuery>;

/** GET /public/tower/leaderboard: highest floor first, then fewest attempts. */
export const TowerLeaderboard = Type.Object(
  {
    users: Type.Array(
      Type.Object({
        user: PlayerUser,
        maxFloorIndex: Type.Optional(FloorIndex),
        towerLogCount: Type.Integer({ minimum: 0 }),
        towerLogCountByFloor: Type.Array(Type.Integer({ minimum: 0 }), {
          description: 'Attempts that ended on each floor, floor 0 first (6 entries)',
        }),
      }),
    ),
  },
  { title: 'TowerLeaderboard' },
);
export type TowerLeaderboard = Static<typeof TowerLeaderboard>;

export const TowerStatsQuery = Type.Object({ seasonOffset: Type.Optional(seasonOffset) });

/** GET /public/tower/season: the current season by default, an earlier one with `seasonOffset`. */
export const TowerSeasonQuery = Type.Object({ seasonOffset: Type.Optional(seasonOffset) });
export type TowerSeasonQuery = Static<typeof TowerSeasonQuery>;
export type TowerStatsQuery = Static<typeof TowerStatsQuery>;

/**
 * GET /public/tower/stats: the figures of a whole Vortex season in the requested rule set (a shape of this API: the
 * game's own is not known). `playerCountByMaxFloor[i]` counts the players whose best floor is i.
 */
export const TowerGlobalStats = Type.Object(
  {
    towerSeasonId: Uuid,
    towerSeasonIndex: Type.Integer({ minimum: 0 }),
    towerSeasonBeginDate: PlainDate,
    towerSeasonEndDate: PlainDate,
    isCurrentTowerSeason: Type.Boolean(),
    towerName: Type.String(),
    playerCount: Type.Integer({ minimum: 0, description: 'Players with at least one attempt' }),
    towerLogCount: Type.Integer({ minimum: 0, description: 'Attempts of every player' }),
    maxFloorIndex: Type.Optional(FloorIndex),
    topFloorPlayerCount: Type.Integer({ minimum: 0, description: 'Players who reached the top floor' }),
    playerCountByMaxFloor: Type.Array(Type.Integer({ minimum: 0 }), { description: '6 entries, floor 0 first' }),
  },
  { title: 'TowerGlobalStats' },
);
export type TowerGlobalStats = Static<typeof TowerGlobalStats>;

export const TournamentParticipant = Type.Object(
  {
    id: Uuid,
    bonus: Type.Number({ description: "Weight of the player's Vortex result in the draw" }),
    user: PlayerUser,
  },
  { title: 'TournamentParticipant' },
);
export type TournamentParticipant = Static<typeof TournamentParticipant>;

/** GET /public/tournament/latest: the latest Arène bracket of the requested rule set, one round a day. */
export const Tournament = Type.Object(
  {
    id: Uuid,
    isDone: Type.Boolean(),
    date: DateTime,
    nextRoundDate: Type.Optional(DateTime),
    roundCount: Type.Integer({ minimum: 0 }),
    roundIndex: Type.Integer({ minimum: 0, description: 'The next round to play (roundCount once done)' }),
    battles: Type.Array(
      Type.Object({
        id: Uuid,
        index: Type.Integer({ minimum: 0 }),
        roundIndex: Type.Integer({ minimum: 0 }),
        outcome: Type.Optional(Type.Boolean({ description: 'True when participant 1 won; absent until played' })),
        participant1: TournamentParticipant,
        participant2: Type.Optional(TournamentParticipant),
      }),
    ),
  },
  { title: 'Tournament' },
);
export type Tournament = Static<typeof Tournament>;
