import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, count, countDistinct, eq, gte } from 'drizzle-orm';
import { GameStats } from '@zu/shared-contract';
import { corporations, fusions, items, packs, playerAccounts } from '../../../db/schema';
import { ResponseCache } from '../../../lib/response-cache';
import { errorResponses } from '../../errors';

const activeWithinMs = 30 * 24 * 3600 * 1000;

export default async function statsRoutes(fastify: FastifyInstance) {
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
      cache.send(request, reply.header('vary', 'X-ZUnivers-RuleSetType'), `stats:${request.ruleSet}`, async () => {
        const ruleSet = request.ruleSet;
        const since = new Date(Date.now() - activeWithinMs);
        const one = async (query: Promise<{ n: number | string }[]>) => Number((await query)[0]?.n ?? 0);
        const [playerCount, activePlayerCount, corporationCount, itemCount, starItemCount, packCount, fusionCount] =
          await Promise.all([
            one(app.db.select({ n: count() }).from(playerAccounts).where(eq(playerAccounts.ruleSet, ruleSet))),
            one(
              app.db
                .select({ n: count() })
                .from(playerAccounts)
                .where(and(eq(playerAccounts.ruleSet, ruleSet), gte(playerAccounts.lastActiveDate, since))),
            ),
            one(app.db.select({ n: count() }).from(corporations).where(eq(corporations.ruleSet, ruleSet))),
            one(app.db.select({ n: count() }).from(items)),
            one(app.db.select({ n: count() }).from(items).where(eq(items.rarity, 6))),
            one(app.db.select({ n: countDistinct(packs.slug) }).from(packs)),
            one(app.db.select({ n: count() }).from(fusions)),
          ]);
        return { playerCount, activePlayerCount, corporationCount, itemCount, starItemCount, packCount, fusionCount };
      }),
  );
}
