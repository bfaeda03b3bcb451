import { readWorldDate } from './world-clock';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HardcoreSeason, ruleSetHeader } from '@zu/shared-contract';
import { ApiError } from '../../lib/api-error';

import { errorResponses } from '../../lib/error-responses';
import { ResponseCache } from '../../lib/response-cache';
import { currentHardcoreSeason } from './world-queries';

const noSeason = () =>
  new ApiError(
    404,
    'HARDCORE_SEASON_NOT_FOUND',
    'Aucune saison hardcore en cours (elles ne concernent que le mode HARDCORE)',
  );

export async function worldRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // A season lasts a quarter: a minute of cache, keyed by the day so that none outlives its last day.
  const cache = new ResponseCache();

  app.get(
    '/public/hardcore/season/current',
    {
      schema: {
        tags: ['hardcore'],
        summary:
          'La saison hardcore en cours (en-tête `X-ZUnivers-RuleSetType: HARDCORE`) ; 404 entre deux saisons et en ' +
          'mode NORMAL',
        response: { 200: HardcoreSeason, ...errorResponses },
      },
    },
    async (request, reply) => {
      // The answer depends on the rule set, refusals included.
      reply.header('vary', ruleSetHeader);
      if (request.ruleSet !== 'HARDCORE') throw noSeason();
      const today = await readWorldDate(app.db);
      return cache.send(
        request,
        reply,
        `hardcore-season:${today}`,
        async () => {
          const season = await currentHardcoreSeason(app.db, today);
          if (!season) throw noSeason();
          return { id: season.id, index: season.index, beginDate: season.beginDate, endDate: season.endDate };
        },
        { perRuleSet: true },
      );
    },
  );
}
