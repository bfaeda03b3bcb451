import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  HardcoreRunsPage,
  HardcoreRunsQuery,
  HardcoreSeasonList,
  HardcoreSeasonParams,
  LeaderboardAroundParams,
  LeaderboardPage,
  LeaderboardPageQuery,
  LeaderboardParams,
  LeaderboardSizeQuery,
  leaderboardDefaultPageSize,
  ruleSetHeader,
} from '@zu/shared-contract';
import { ApiError } from '../../lib/api-error';
import { errorResponses } from '../../lib/error-responses';
import { queryKey, ResponseCache } from '../../lib/response-cache';
import { requirePlayer, userNotFound } from '../players/player-lookup';
import { readWorldDate } from '../world/world-clock';
import {
  hardcoreRunCount,
  hardcoreRunRows,
  hardcoreSeasonByIndex,
  hardcoreSeasonCounts,
  hardcoreSeasonRows,
} from './hardcore-queries';
import { boardGeneration, leaderboardSlice, playerBoardRow, type LeaderboardSlice } from './leaderboards-queries';
import type { LeaderboardType } from './leaderboards-rules';
import { toHardcoreRun, toHardcoreSeasonItem, toLeaderboardPage } from './leaderboards-view';

const notOnLeaderboard = () =>
  new ApiError(404, 'LEADERBOARD_POSITION_NOT_FOUND', "Ce joueur n'apparaît pas dans ce classement");
const seasonNotFound = () =>
  new ApiError(404, 'HARDCORE_SEASON_NOT_FOUND', "Cette saison hardcore n'existe pas (mode HARDCORE seulement)");

export async function leaderboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // A season's runs change once a day (the daily turn closes them): a minute of cache, keyed by the day.
  const hardcoreCache = new ResponseCache();
  // A page changes with the positions only: kept per generation of them (see boardGeneration), so a request costs
  // one probe while the positions stand, however long they stand (a rebuild at 100,000 players comes every half
  // minute or so). The page around a player is the same page, by number. The players' names and the entries'
  // details are those the rebuild stored beside the positions. Pages of past generations are never asked for again:
  // the byte cap lets them go first.
  const pageCache = new ResponseCache({ ttlMs: 600_000, cacheControl: 'public, no-cache' });
  const pageKey = (type: LeaderboardType, size: number, page: number, generation: string) =>
    `${type}:${size}:${page}:${generation}`;
  /** Per rule set, the generation the last page read was made from: where a board's kept page is looked for. */
  const lastGeneration = new Map<string, string>();
  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    { type, page, size, generation }: { type: LeaderboardType; page: number; size: number; generation: string },
    slice?: LeaderboardSlice,
  ) => {
    reply.header('vary', ruleSetHeader);
    return pageCache.send(
      request,
      reply,
      pageKey(type, size, page, generation),
      async () =>
        toLeaderboardPage(
          type,
          page,
          size,
          slice ?? (await leaderboardSlice(app.db, request.ruleSet, type, page, size)),
        ),
      { perRuleSet: true },
    );
  };

  app.get(
    '/public/leaderboard/:type',
    {
      schema: {
        tags: ['leaderboards'],
        summary:
          'Une page d’un classement du mode de jeu demandé (positions recalculées toutes les quelques secondes) ; ' +
          'page 0 = la première',
        params: LeaderboardParams,
        querystring: LeaderboardPageQuery,
        response: { 200: LeaderboardPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { page = 0, size = leaderboardDefaultPageSize } = request.query;
      const { type } = request.params;
      const { ruleSet } = request;
      // Kept under the last generation read: one probe tells whether the positions still stand.
      const known = lastGeneration.get(ruleSet);
      if (known !== undefined && pageCache.holds(pageKey(type, size, page, known), ruleSet)) {
        const { generation } = await boardGeneration(app.db, ruleSet);
        if (generation === known) return sendPage(request, reply, { type, page, size, generation });
      }
      // Not kept, or rebuilt since: the page with the generation it was read from, in one statement.
      const slice = await leaderboardSlice(app.db, ruleSet, type, page, size);
      lastGeneration.set(ruleSet, slice.generation);
      return sendPage(request, reply, { type, page, size, generation: slice.generation }, slice);
    },
  );

  app.get(
    '/public/leaderboard/:type/around/:userName',
    {
      schema: {
        tags: ['leaderboards'],
        summary:
          'La page d’un classement où figure ce joueur (404 LEADERBOARD_POSITION_NOT_FOUND s’il n’y est pas, ' +
          'USER_NOT_FOUND s’il n’existe pas)',
        params: LeaderboardAroundParams,
        querystring: LeaderboardSizeQuery,
        response: { 200: LeaderboardPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { type, userName } = request.params;
      const { size = leaderboardDefaultPageSize } = request.query;
      const player = await playerBoardRow(app.db, request.ruleSet, type, userName);
      if (!player) throw userNotFound();
      if (player.rn === null) throw notOnLeaderboard();
      const page = Math.floor((player.rn - 1) / size);
      return sendPage(request, reply, { type, page, size, generation: player.generation });
    },
  );

  app.get(
    '/public/hardcore/season',
    {
      schema: {
        tags: ['hardcore'],
        summary: 'Toutes les saisons hardcore, la dernière d’abord (vide en mode NORMAL)',
        response: { 200: HardcoreSeasonList, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('vary', ruleSetHeader);
      if (request.ruleSet !== 'HARDCORE') return [];
      const today = await readWorldDate(app.db);
      return hardcoreCache.send(request, reply, `seasons:${today}`, async () =>
        (await hardcoreSeasonRows(app.db)).map((season) => toHardcoreSeasonItem(season, today)),
      );
    },
  );

  for (const [mode, failedOnly, summary] of [
    ['retrospective', false, 'Les runs d’une saison hardcore, les plus longs d’abord, et ses chiffres'],
    ['failures', true, 'Les échecs d’une saison hardcore (le jour et la raison), les plus récents d’abord'],
  ] as const) {
    app.get(
      `/public/hardcore/season/:seasonIndex/${mode}`,
      {
        schema: {
          tags: ['hardcore'],
          summary: `${summary} ; userName : les runs d’un seul joueur`,
          params: HardcoreSeasonParams,
          querystring: HardcoreRunsQuery,
          response: { 200: HardcoreRunsPage, ...errorResponses },
        },
      },
      async (request, reply) => {
        reply.header('vary', ruleSetHeader);
        if (request.ruleSet !== 'HARDCORE') throw seasonNotFound();
        const { page = 0, size = leaderboardDefaultPageSize, userName } = request.query;
        const today = await readWorldDate(app.db);
        const player = userName ? await requirePlayer(app.db, userName, request.ruleSet) : undefined;
        const key = queryKey(`${mode}:${request.params.seasonIndex}:${today}`, {
          page,
          size,
          userId: player?.user.id,
        });
        return hardcoreCache.send(request, reply, key, async () => {
          const season = await hardcoreSeasonByIndex(app.db, request.params.seasonIndex);
          if (!season) throw seasonNotFound();
          const filter = { seasonId: season.id, failedOnly, userId: player?.user.id, today };
          const [counts, runs, total] = await Promise.all([
            hardcoreSeasonCounts(app.db, season.id),
            hardcoreRunRows(app.db, { ...filter, offset: page * size, limit: size }),
            hardcoreRunCount(app.db, filter),
          ]);
          return {
            season: toHardcoreSeasonItem(season, today),
            ...counts,
            survivorCount: counts.runCount - counts.failureCount,
            page,
            size,
            total,
            pageCount: Math.ceil(total / size),
            runs: runs.map(toHardcoreRun),
          };
        });
      },
    );
  }
}
