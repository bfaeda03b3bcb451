import { imageUrl } from '../../images/image-urls';
import type {
  Item,
  PlayerReputation,
  PlayerUser,
  Tournament,
  TournamentParticipant,
  TowerGlobalStats,
  TowerLeaderboard,
  TowerSeason,
  TowerStat,
} from '@zu/shared-contract';
import type { RuleSet } from '../../engine/rule-sets';
import { parisDayStart, toParisDateTime } from '../../lib/dates';
import { worldDateOf } from '../../engine/world-rules';
import { derivedId } from '../../lib/derived-id';
import { isGolden } from '../catalogue/item-view';
import { toPack } from '../catalogue/pack-view';
import { reputationLevelFor } from './reputation-rules';
import {
  allowedTowerAttempts,
  nextTowerAttemptInstant,
  towerAttemptsLeft,
  towerDayHasBegun,
  towerFloorCount,
} from './tower-rules';
import type {
  attemptsByFloorRows,
  seasonFloorRows,
  tournamentBattleRows,
  towerFloorRows,
  TowerSeasonRow,
} from './tower-queries';
import type { PlayerReputationRow, PlayerTowerStatRow } from './player-tower-query';
import type { playerTowerStats, reputationLevels, tournaments, towerSeasons, towers } from './tower-schema';

// count() and sum() come back as strings from pg and numbers from PGlite.
const n = (value: unknown) => Number(value ?? 0);

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

/** Whether a season runs on `today`. */
export const isCurrentSeason = (season: typeof towerSeasons.$inferSelect, today: string) =>
  season.beginDate <= today && today <= season.endDate;

// A tower has no picture of its own: it shows the card back.
/** Towers have no picture of their own: the card back stands for them. */
const towerImageUrl = (publicUrl: string) => imageUrl(publicUrl, 'back', '0');

export function toTowerSeason(
  { season, tower, pack, reputation }: TowerSeasonRow,
  floors: Rows<typeof towerFloorRows>,
  publicUrl: string,
): TowerSeason {
  return {
    id: season.id,
    index: season.index,
    beginDate: season.beginDate,
    endDate: season.endDate,
    tower: {
      id: tower.id,
      index: tower.index,
      name: tower.name,
      imageUrl: towerImageUrl(publicUrl),
      pack: toPack(pack),
      reputation: { id: reputation.id, name: reputation.name },
      towerFloors: floors.map(({ floor, dropRates }) => ({
        id: floor.id,
        index: floor.index,
        rate: floor.rate,
        dropRates: dropRates.map((rate) => ({
          id: rate.id,
          rarity: rate.rarity,
          shinyLevel: rate.shinyLevel,
          isGolden: isGolden(rate.shinyLevel),
          rate: rate.rate,
        })),
      })),
    },
  };
}

/**
 * The side of noon an answer showing the current season's attempts was made on. Those figures grow at noon without
 * any write, so a kept answer must be told apart by it besides the player's rows and the world's date. The world's
 * instant keeps the wall clock's time of day (worldInstant): the wall clock's side of noon is the world's.
 */
export const towerAnswerMoment = (wallClock: Date) => (towerDayHasBegun(wallClock) ? 'afternoon' : 'morning');

/** The current season's attempts at `now`: allowed so far, left, and when the allowance grows next. */
function attemptFigures(season: typeof towerSeasons.$inferSelect, used: number, now: Date) {
  const next = nextTowerAttemptInstant(season, now);
  return {
    attemptAllowance: allowedTowerAttempts(season.beginDate, now),
    attemptsLeft: towerAttemptsLeft(season.beginDate, used, now),
    ...(next ? { nextAttemptDate: toParisDateTime(next) } : {}),
  };
}

/** A player's season at the world's instant `now`; `items` are the cards its attempts gave. */
export function toTowerStat(
  stat: typeof playerTowerStats.$inferSelect | undefined,
  season: typeof towerSeasons.$inferSelect,
  tower: typeof towers.$inferSelect,
  items: Item[],
  now: Date,
): TowerStat {
  const isCurrent = isCurrentSeason(season, worldDateOf(now));
  return {
    ...(stat && stat.attemptCount > 0 ? { maxFloorIndex: stat.maxFloorIndex } : {}),
    towerLogCount: stat?.attemptCount ?? 0,
    towerSeasonIndex: season.index,
    isCurrentTowerSeason: isCurrent,
    towerSeasonBeginDate: season.beginDate,
    towerSeasonEndDate: season.endDate,
    towerName: tower.name,
    items,
    ...(stat?.roundCount != null ? { roundCount: stat.roundCount } : {}),
    ...(stat?.maxRoundIndex != null ? { maxRoundIndex: stat.maxRoundIndex } : {}),
    ...(isCurrent ? attemptFigures(season, stat?.attemptCount ?? 0, now) : {}),
  };
}

export function toTowerStats(
  rows: readonly PlayerTowerStatRow[],
  itemsBySeason: ReadonlyMap<string, Item[]>,
  now: Date,
): TowerStat[] {
  return rows.map(({ stat, season, tower }) =>
    toTowerStat(stat, season, tower, itemsBySeason.get(season.id) ?? [], now),
  );
}

/**
 * The player's standing with every clan (value 0 where they have none). A standing has no id column of its own (a
 * player, a rule set and a reputation identify it): its id is derived from them. A clan without levels is left out.
 */
export function toPlayerReputations(
  rows: readonly PlayerReputationRow[],
  levels: readonly (typeof reputationLevels.$inferSelect)[],
  userId: string,
  ruleSet: RuleSet,
): PlayerReputation[] {
  return rows.flatMap(({ reputation, value }) => {
    const own = levels.filter((level) => level.reputationId === reputation.id);
    if (own.length === 0) return [];
    const current = value ?? 0;
    const level = own.find((l) => l.index === reputationLevelFor(current, own).index)!;
    return [
      {
        id: derivedId('player-reputation', userId, ruleSet, reputation.id),
        reputation: { id: reputation.id, name: reputation.name },
        value: current,
        reputationLevel: {
          id: level.id,
          index: level.index,
          name: level.name,
          fromValue: level.fromValue,
          toValue: level.toValue,
        },
      },
    ];
  });
}

/** Attempts per floor reached, floor 0 first. */
function floorCounts(rows: readonly { floorIndex: number; attempts: unknown }[]): number[] {
  const counts = Array.from({ length: towerFloorCount }, () => 0);
  for (const row of rows)
    if (row.floorIndex >= 0 && row.floorIndex < towerFloorCount) counts[row.floorIndex] = n(row.attempts);
  return counts;
}

/**
 * The leaderboard lines: players with a result in ranking order, then the players asked for who did not climb
 * that season (no floor, no attempt).
 */
export function toTowerLeaderboard(
  ranking: readonly (typeof playerTowerStats.$inferSelect)[],
  extraUserIds: readonly string[],
  byFloor: Rows<typeof attemptsByFloorRows>,
  usersById: ReadonlyMap<string, PlayerUser>,
): TowerLeaderboard {
  const ranked = ranking.flatMap((stat) => {
    const user = usersById.get(stat.userId);
    if (!user) return [];
    return [
      {
        user,
        ...(stat.attemptCount > 0 ? { maxFloorIndex: stat.maxFloorIndex } : {}),
        towerLogCount: stat.attemptCount,
        towerLogCountByFloor: floorCounts(byFloor.filter((row) => row.userId === stat.userId)),
      },
    ];
  });
  const idle = extraUserIds.flatMap((userId) => {
    const user = usersById.get(userId);
    if (!user || ranking.some((stat) => stat.userId === userId)) return [];
    return [{ user, towerLogCount: 0, towerLogCountByFloor: floorCounts([]) }];
  });
  return { users: [...ranked, ...idle] };
}

export function toTowerGlobalStats(
  { season, tower }: TowerSeasonRow,
  floors: Rows<typeof seasonFloorRows>,
  today: string,
): TowerGlobalStats {
  const players = Array.from({ length: towerFloorCount }, () => 0);
  let attempts = 0;
  for (const row of floors) {
    if (row.maxFloorIndex >= 0 && row.maxFloorIndex < towerFloorCount) players[row.maxFloorIndex] = n(row.players);
    attempts += n(row.attempts);
  }
  const playerCount = players.reduce((total, count) => total + count, 0);
  const highest = players.findLastIndex((count) => count > 0);
  return {
    towerSeasonId: season.id,
    towerSeasonIndex: season.index,
    towerSeasonBeginDate: season.beginDate,
    towerSeasonEndDate: season.endDate,
    isCurrentTowerSeason: isCurrentSeason(season, today),
    towerName: tower.name,
    playerCount,
    towerLogCount: attempts,
    ...(highest >= 0 ? { maxFloorIndex: highest } : {}),
    topFloorPlayerCount: players[towerFloorCount - 1] ?? 0,
    playerCountByMaxFloor: players,
  };
}

/**
 * A tournament and its bracket. A participant has no id column of its own: a tournament and a player identify it,
 * so the same player keeps the same participant id from round to round. A battle whose player has no account in
 * the rule set any more is left out.
 */
export function toTournament(
  tournament: typeof tournaments.$inferSelect,
  battles: Rows<typeof tournamentBattleRows>,
  nextRoundDate: string | undefined,
  usersById: ReadonlyMap<string, PlayerUser>,
): Tournament {
  const participant = (userId: string, bonus: number): TournamentParticipant | undefined => {
    const user = usersById.get(userId);
    return user ? { id: derivedId('tournament-participant', tournament.id, userId), bonus, user } : undefined;
  };
  return {
    id: tournament.id,
    isDone: tournament.isDone,
    date: parisDayStart(tournament.date),
    ...(nextRoundDate && !tournament.isDone ? { nextRoundDate: parisDayStart(nextRoundDate) } : {}),
    roundCount: tournament.roundCount,
    roundIndex: tournament.roundIndex,
    battles: battles.flatMap((battle) => {
      const participant1 = participant(battle.participant1UserId, battle.participant1Bonus);
      const participant2 = battle.participant2UserId
        ? participant(battle.participant2UserId, battle.participant2Bonus ?? 0)
        : undefined;
      if (!participant1 || (battle.participant2UserId && !participant2)) return [];
      return [
        {
          id: battle.id,
          index: battle.index,
          roundIndex: battle.roundIndex,
          ...(battle.outcome !== null ? { outcome: battle.outcome } : {}),
          participant1,
          ...(participant2 ? { participant2 } : {}),
        },
      ];
    }),
  };
}
