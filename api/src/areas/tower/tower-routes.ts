import { readWorldDate, worldInstant } from '../world/world-clock';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  PlayerTower,
  Tournament,
  TowerGlobalStats,
  TowerLeaderboard,
  TowerLeaderboardQuery,
  TowerSeason,
  TowerSeasonQuery,
  TowerStatsQuery,
  UserNameParams,
} from '@zu/shared-contract';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { ApiError } from '../../lib/api-error';

import { errorResponses } from '../../lib/error-responses';
import { queryKey, ResponseCache } from '../../lib/response-cache';
import { boardGeneration } from '../leaderboards/leaderboards-queries';
import { playerNameKey } from '../players/player-names';
import { towerSeasonJson } from './tower-season-json';
import { PlayerAnswerCache } from '../players/player-answer-cache';
import { playerUsersById } from '../players/player-users';
import { findPlayerAccounts, todayOf } from '../players/players-queries';
import { userNotFound } from '../players/player-lookup';
import { itemRowsOf, loadItemRowsById } from '../catalogue/item-rows-by-id';
import { toItem } from '../catalogue/item-view';
import { playerTowerPartsOf, playerTowerQuery } from './player-tower-query';
import {
  attemptsByFloorRows,
  latestTournament,
  seasonFloorRows,
  tournamentBattleRows,
  tournamentRoundDate,
  towerFloorRows,
  towerRankingRows,
  towerSeasonRow,
} from './tower-queries';
import {
  toPlayerReputations,
  toTournament,
  toTowerGlobalStats,
  toTowerLeaderboard,
  toTowerSeason,
  toTowerStats,
  towerAnswerMoment,
} from './tower-view';

/** Without names, the leaderboard shows this many players. */
const leaderboardSize = 100;

const seasonNotFound = () =>
  new ApiError(404, 'TOWER_SEASON_NOT_FOUND', "Aucune saison du Vortex n'existe à cette place dans ce mode de jeu");

async function requireSeason(db: Db, ruleSet: RuleSet, today: string, offset = 0) {
  const season = await towerSeasonRow(db, ruleSet, today, offset);
  if (!season) throw seasonNotFound();
  return season;
}

export async function towerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;
  // The season changes once every four weeks: a minute of cache, keyed by the day.
  const seasonCache = new ResponseCache();
  // Whole-season figures read every player's summary of the season: five minutes of cache.
  const statsCache = new ResponseCache(300_000);
  const towerAnswers = new PlayerAnswerCache(app.db);
  // A season's board follows the climbs as the leaderboards do: kept per generation of the positions (rebuilt every
  // few seconds, see boardGeneration) and per day, ten seconds at most when no rebuild runs. Its 100 players and
  // their attempts cost a dozen statements; the probe of the generation, one.
  const leaderboardCache = new ResponseCache({ ttlMs: 10_000, cacheControl: 'public, no-cache' });

  app.get(
    '/public/tower/season',
    {
      schema: {
        tags: ['tower'],
        summary:
          "Une saison du Vortex du mode de jeu demandé (`seasonOffset` 0 : l'actuelle, la dernière commencée ; 1 : la " +
          'précédente…) : sa tour, son pack, sa réputation et les chances de chaque étage',
        querystring: TowerSeasonQuery,
        response: { 200: TowerSeason, ...errorResponses },
      },
      // The season's drop rates keep their decimal (see towerSeasonJson); refusals are serialised as everywhere.
      serializerCompiler: ({ httpStatus }) =>
        httpStatus === '200' ? (season) => towerSeasonJson(season as TowerSeason) : (body) => JSON.stringify(body),
    },
    async (request, reply) => {
      const today = await readWorldDate(app.db);
      const offset = request.query.seasonOffset ?? 0;
      return seasonCache.send(
        request,
        reply,
        `season:${today}:${offset}`,
        async () => {
          const season = await requireSeason(app.db, request.ruleSet, today, offset);
          return toTowerSeason(season, await towerFloorRows(app.db, season.tower.id), publicUrl);
        },
        { perRuleSet: true },
      );
    },
  );

  app.get(
    '/public/tower/leaderboard',
    {
      schema: {
        tags: ['tower'],
        summary:
          "Le classement d'une saison du Vortex (`seasonOffset` 0 : l'actuelle, 1 : la précédente…) : étage le plus " +
          'haut puis le moins de tentatives ; `discordUserName` répété pour ne garder que ces joueurs, sinon les 100 ' +
          'premiers',
        querystring: TowerLeaderboardQuery,
        response: { 200: TowerLeaderboard, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { ruleSet } = request;
      const { seasonOffset = 0, discordUserName } = request.query;
      const { generation, today } = await boardGeneration(app.db, ruleSet);
      const names = discordUserName && [...new Set(discordUserName.map(playerNameKey))];
      const key = queryKey(`leaderboard:${today}:${generation}`, { seasonOffset, names });
      return leaderboardCache.send(
        request,
        reply,
        key,
        async () => {
          const { season } = await requireSeason(app.db, ruleSet, today, seasonOffset);
          const named = discordUserName
            ? (await findPlayerAccounts(app.db, discordUserName, ruleSet)).map(({ user }) => user.id)
            : undefined;
          const ranking = await towerRankingRows(
            app.db,
            season.id,
            named ? { userIds: named } : { limit: leaderboardSize },
          );
          const userIds = named ?? ranking.map((stat) => stat.userId);
          const [byFloor, usersById] = await Promise.all([
            attemptsByFloorRows(app.db, ruleSet, season.id, userIds),
            playerUsersById(app.db, userIds, ruleSet, publicUrl),
          ]);
          return toTowerLeaderboard(ranking, named ?? [], byFloor, usersById);
        },
        { perRuleSet: true },
      );
    },
  );

  app.get(
    '/public/tower/stats',
    {
      schema: {
        tags: ['tower'],
        summary:
          "Les chiffres d'une saison du Vortex (`seasonOffset` 0 : l'actuelle) : joueurs, tentatives, joueurs par " +
          'meilleur étage atteint',
        querystring: TowerStatsQuery,
        response: { 200: TowerGlobalStats, ...errorResponses },
      },
    },
    async (request, reply) => {
      const today = await readWorldDate(app.db);
      const offset = request.query.seasonOffset ?? 0;
      return statsCache.send(
        request,
        reply,
        `stats:${today}:${offset}`,
        async () => {
          const season = await requireSeason(app.db, request.ruleSet, today, offset);
          return toTowerGlobalStats(season, await seasonFloorRows(app.db, season.season.id), today);
        },
        { perRuleSet: true },
      );
    },
  );

  app.get(
    '/public/tower/:userName',
    {
      schema: {
        tags: ['tower'],
        summary:
          'Le Vortex d’un joueur : chaque saison tentée (la plus récente en premier ; pour la saison en cours, ses ' +
          'tentatives permises, restantes et la prochaine à midi) et sa réputation auprès de chaque clan',
        params: UserNameParams,
        response: { 200: PlayerTower, ...errorResponses },
      },
    },
    async (request, reply) => {
      const wallClock = new Date();
      return towerAnswers.send(request, reply, request.params.userName, 'tower', {
        statement: playerTowerQuery,
        moment: towerAnswerMoment(wallClock),
        make: async (player, [row]) => {
          const { ruleSet } = request;
          const parts = playerTowerPartsOf(row);
          const itemRows = await loadItemRowsById(app.db);
          if (!parts) throw userNotFound();
          const itemsBySeason = new Map(
            parts.stats.map(({ season, itemIds }) => [
              season.id,
              itemRowsOf(itemRows, itemIds).map((row) => toItem(row, publicUrl)),
            ]),
          );
          return {
            towerStats: toTowerStats(parts.stats, itemsBySeason, worldInstant(todayOf(player), wallClock)),
            reputations: toPlayerReputations(parts.reputations, parts.levels, player.user.id, ruleSet),
          };
        },
      });
    },
  );

  app.get(
    '/public/tournament/latest',
    {
      schema: {
        tags: ['tower'],
        summary: 'La dernière Arène du mode de jeu demandé : le tableau, tour par tour, et la date du prochain tour',
        response: { 200: Tournament, ...errorResponses },
      },
    },
    async (request) => {
      const { ruleSet } = request;
      const tournament = await latestTournament(app.db, ruleSet);
      if (!tournament) {
        throw new ApiError(404, 'TOURNAMENT_NOT_FOUND', "Aucune Arène n'a encore eu lieu dans ce mode de jeu");
      }
      const [battles, nextRoundDate] = await Promise.all([
        tournamentBattleRows(app.db, tournament.id),
        tournamentRoundDate(app.db, tournament.id, tournament.roundIndex),
      ]);
      const userIds = battles.flatMap((battle) =>
        battle.participant2UserId
          ? [battle.participant1UserId, battle.participant2UserId]
          : [battle.participant1UserId],
      );
      const usersById = await playerUsersById(app.db, userIds, ruleSet, publicUrl);
      return toTournament(tournament, battles, nextRoundDate, usersById);
    },
  );
}
