import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AchievementParams, AchievementProgress } from '@zu/shared-contract';
import { ApiError } from '../../lib/api-error';
import { errorResponses } from '../../lib/error-responses';
import { itemsByIds } from '../catalogue/catalogue-queries';
import { toItem } from '../catalogue/item-rows';
import { requirePlayer } from '../players/player-lookup';
import { toAchievementProgress } from './achievement-progress';
import { achievementProgressRows, findAchievementCategory } from './achievements-queries';

export async function achievementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;
  app.get(
    '/public/achievement/:userName/:categoryId',
    {
      schema: {
        tags: ['achievements'],
        summary:
          "Les succès d'une catégorie pour un joueur : la date d'obtention une fois obtenus, la progression sinon",
        params: AchievementParams,
        response: { 200: Type.Array(AchievementProgress), ...errorResponses },
      },
    },
    async (request) => {
      const { ruleSet } = request;
      const { user } = await requirePlayer(app.db, request.params.userName, ruleSet);
      const category = await findAchievementCategory(app.db, request.params.categoryId);
      if (!category)
        throw new ApiError(404, 'ACHIEVEMENT_CATEGORY_NOT_FOUND', "Cette catégorie de succès n'existe pas");
      const rows = await achievementProgressRows(app.db, category.id, user.id, ruleSet);
      const rewardIds = rows.flatMap((row) => (row.achievement.rewardItemId ? [row.achievement.rewardItemId] : []));
      const rewards = new Map(
        (await itemsByIds(app.db, rewardIds)).map((row) => [row.item.id, toItem(row, publicUrl)] as const),
      );
      return rows.map((row) =>
        toAchievementProgress(
          row,
          row.achievement.rewardItemId ? rewards.get(row.achievement.rewardItemId) : undefined,
          user.id,
          ruleSet,
          publicUrl,
        ),
      );
    },
  );
}
