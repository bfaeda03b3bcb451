import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PlayerProfile, UserNameParams } from '@zu/shared-contract';
import { ApiError } from '../../lib/api-error';
import { errorResponses } from '../../lib/error-responses';
import { toPlayerProfile } from './player-profile';
import { countAchievements, findProfileRows, findRankByName } from './players-queries';
import { rankNameFor } from './players-rules';

export async function playerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/public/user/:userName',
    {
      schema: {
        tags: ['players'],
        summary: "Le profil d'un joueur dans le mode de jeu demandé (404 s'il n'y joue pas)",
        params: UserNameParams,
        response: { 200: PlayerProfile, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await findProfileRows(app.db, request.params.userName, request.ruleSet);
      if (!rows) throw new ApiError(404, 'USER_NOT_FOUND', "Ce joueur n'existe pas");
      const [rank, achievementTotal] = await Promise.all([
        findRankByName(app.db, rankNameFor(rows.globalScore)),
        countAchievements(app.db),
      ]);
      if (!rank) throw new Error(`rank ${rankNameFor(rows.globalScore)} missing from the ranks table`);
      return toPlayerProfile(rows, { rank, achievementTotal }, app.config.publicUrl);
    },
  );
}
