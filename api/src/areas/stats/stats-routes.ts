import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GameStats } from '@zu/shared-contract';
import { ResponseCache } from '../../lib/response-cache';
import { errorResponses } from '../../lib/error-responses';
import { gameCounts } from './stats-queries';

/** A player is active when seen within this span. */
const activeWithinMs = 30 * 24 * 3600 * 1000;

export async function statsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Counting 100,000 accounts on every visit would be wasteful: the figures may be a minute old.
  const cache = new ResponseCache();
  app.get(
    '/public/stats',
    {
      schema: {
        tags: ['app'],
        summary:
          'Les chiffres du jeu pour le mode de jeu demandé : joueurs, joueurs actifs, corporations, cartes, packs, fusions',
        response: { 200: GameStats, ...errorResponses },
      },
    },
    async (request, reply) =>
      // The answer depends on the rule set: shared caches must not mix them.
      cache.send(request, reply.header('vary', 'X-ZUnivers-RuleSetType'), `stats:${request.ruleSet}`, () =>
        gameCounts(app.db, request.ruleSet, new Date(Date.now() - activeWithinMs)),
      ),
  );
}
