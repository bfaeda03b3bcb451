import { and, asc, desc, eq, gt, gte, inArray, lte, count, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import type { RuleSet } from '../../engine/rule-sets';
import type { WorldDate } from '../../engine/world-rules';
import type { TowerDropRate, TowerSeason } from './tower-rules';
import {
  towerFloorDropRates,
  towerFloors,
  towers,
  towerSeasons,
  playerTowerStats,
  reputations,
  tournamentBattles,
  tournamentRounds,
  tournaments,
  towerAttempts,
} from './tower-schema';
import { packs } from '../catalogue/catalogue-schema';

/** The rule set's Vortex season running on `date`, with its tower's floors and drop rates; null between seasons. */
export async function loadTowerSeason(db: Db, ruleSet: RuleSet, date: WorldDate): Promise<TowerSeason | null> {
  const [row] = await db
    .select({ season: towerSeasons, packId: towers.packId, reputationId: towers.reputationId })
    .from(towerSeasons)
    .innerJoin(towers, eq(towers.id, towerSeasons.towerId))
    .where(and(eq(towerSeasons.ruleSet, ruleSet), lte(towerSeasons.beginDate, date), gte(towerSeasons.endDate, date)))
    .orderBy(desc(towerSeasons.beginDate))
    .limit(1);
  if (!row) return null;
  const floors = await db
    .select()
    .from(towerFloors)
    .where(eq(towerFloors.towerId, row.season.towerId))
    .orderBy(asc(towerFloors.index));
  const rates =
    floors.length === 0
      ? []
      : await db
          .select()
          .from(towerFloorDropRates)
          .where(
            inArray(
              towerFloorDropRates.floorId,
              floors.map((floor) => floor.id),
            ),
          )
          .orderBy(asc(towerFloorDropRates.shinyLevel), asc(towerFloorDropRates.rarity));
  const { id, index, beginDate, endDate, towerId } = row.season;
  return {
    id,
    index,
    beginDate,
    endDate,
    towerId,
    packId: row.packId,
    reputationId: row.reputationId,
    floors: floors.map((floor) => ({
      index: floor.index,
      rate: floor.rate,
      dropRates: rates
        .filter((rate) => rate.floorId === floor.id)
        .map((rate) => ({
          rarity: rate.rarity,
          shinyLevel: rate.shinyLevel as TowerDropRate['shinyLevel'],
          rate: rate.rate,
        })),
    })),
  };
}

/**
 * A Vortex season of the rule set with its tower, the tower's pack and reputation: the latest one begun by `today`
 * (tower_seasons_dates index), or with `offset` n the n-th before it.
 */
const towerSeasonQuery = preparedQuery((db) =>
  db
    .select({ season: towerSeasons, tower: towers, pack: packs, reputation: reputations })
    .from(towerSeasons)
    .innerJoin(towers, eq(towers.id, towerSeasons.towerId))
    .innerJoin(packs, eq(packs.id, towers.packId))
    .innerJoin(reputations, eq(reputations.id, towers.reputationId))
    .where(
      and(eq(towerSeasons.ruleSet, sql.placeholder('ruleSet')), lte(towerSeasons.beginDate, sql.placeholder('today'))),
    )
    .orderBy(desc(towerSeasons.beginDate))
    .limit(1)
    .offset(sql.placeholder('offset'))
    .prepare('tower_season'),
);

export async function towerSeasonRow(db: Db, ruleSet: RuleSet, today: string, offset = 0) {
  const [row] = await towerSeasonQuery(db).execute({ ruleSet, today, offset });
  return row;
}

export type TowerSeasonRow = NonNullable<Awaited<ReturnType<typeof towerSeasonRow>>>;

/** A tower's floors (tower_floors_index) and their drop rates, rarity 1 to 4 normal then golden. */
export async function towerFloorRows(db: Db, towerId: string) {
  const floors = await db
    .select()
    .from(towerFloors)
    .where(eq(towerFloors.towerId, towerId))
    .orderBy(asc(towerFloors.index));
  if (floors.length === 0) return [];
  const rates = await db
    .select()
    .from(towerFloorDropRates)
    .where(
      inArray(
        towerFloorDropRates.floorId,
        floors.map((floor) => floor.id),
      ),
    )
    .orderBy(asc(towerFloorDropRates.shinyLevel), asc(towerFloorDropRates.rarity));
  return floors.map((floor) => ({ floor, dropRates: rates.filter((rate) => rate.floorId === floor.id) }));
}

/**
 * A season's leaderboard: highest floor first, fewest attempts next (player_tower_stats_ranking index), the first
 * `limit` players, or only the given players.
 */
export async function towerRankingRows(
  db: Db,
  seasonId: string,
  filter: { limit: number } | { userIds: readonly string[] },
) {
  const query = db
    .select()
    .from(playerTowerStats)
    .where(
      and(
        eq(playerTowerStats.seasonId, seasonId),
        'userIds' in filter ? inArray(playerTowerStats.userId, [...filter.userIds]) : undefined,
      ),
    )
    .orderBy(desc(playerTowerStats.maxFloorIndex), asc(playerTowerStats.attemptCount), asc(playerTowerStats.userId));
  if ('userIds' in filter) return filter.userIds.length === 0 ? [] : query;
  return query.limit(filter.limit);
}

/** These players' attempts in a season, per floor reached (tower_attempts_user index). */
export async function attemptsByFloorRows(db: Db, ruleSet: RuleSet, seasonId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: towerAttempts.userId, floorIndex: towerAttempts.floorIndex, attempts: count() })
    .from(towerAttempts)
    .where(
      and(
        inArray(towerAttempts.userId, [...userIds]),
        eq(towerAttempts.ruleSet, ruleSet),
        eq(towerAttempts.seasonId, seasonId),
      ),
    )
    .groupBy(towerAttempts.userId, towerAttempts.floorIndex);
}

/**
 * A season's players per best floor, with their attempts: read from the per-player summaries through the
 * player_tower_stats_ranking index (one entry per player of the season, never the attempts themselves).
 */
export async function seasonFloorRows(db: Db, seasonId: string) {
  return db
    .select({
      maxFloorIndex: playerTowerStats.maxFloorIndex,
      players: count(),
      attempts: sum(playerTowerStats.attemptCount),
    })
    .from(playerTowerStats)
    .where(eq(playerTowerStats.seasonId, seasonId))
    .groupBy(playerTowerStats.maxFloorIndex);
}

/** A season's climbers (at least one attempt), who meet in its Arène. */
export async function seasonClimbers(db: Db, seasonId: string) {
  return db
    .select({
      userId: playerTowerStats.userId,
      attemptCount: playerTowerStats.attemptCount,
      maxFloorIndex: playerTowerStats.maxFloorIndex,
    })
    .from(playerTowerStats)
    .where(and(eq(playerTowerStats.seasonId, seasonId), gt(playerTowerStats.attemptCount, 0)));
}

/** The rule set's latest tournament (tournaments_rule_set_date index). */
export async function latestTournament(db: Db, ruleSet: RuleSet) {
  const [row] = await db
    .select()
    .from(tournaments)
    .where(eq(tournaments.ruleSet, ruleSet))
    .orderBy(desc(tournaments.date))
    .limit(1);
  return row;
}

/** A tournament's battles, round by round (tournament_battles_place index). */
export async function tournamentBattleRows(db: Db, tournamentId: string) {
  return db
    .select()
    .from(tournamentBattles)
    .where(eq(tournamentBattles.tournamentId, tournamentId))
    .orderBy(asc(tournamentBattles.roundIndex), asc(tournamentBattles.index));
}

/** The day a round of a tournament is played, if it is planned. */
export async function tournamentRoundDate(db: Db, tournamentId: string, roundIndex: number) {
  const [row] = await db
    .select({ date: tournamentRounds.date })
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, tournamentId), eq(tournamentRounds.index, roundIndex)));
  return row?.date;
}
