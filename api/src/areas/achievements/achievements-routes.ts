import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AchievementCategory,
  AchievementDetail,
  AchievementDetailQuery,
  AchievementParams,
  AchievementProgress,
  AchievementSlugParams,
  achievementHoldersPageSize,
} from '@zu/shared-contract';
import { toParisDateTime } from '../../lib/dates';
import { ApiError } from '../../lib/api-error';
import { errorResponses } from '../../lib/error-responses';
import { itemsByIds } from '../catalogue/catalogue-queries';
import { itemRowsOf, loadItemRowsById } from '../catalogue/item-rows-by-id';
import { toItem } from '../catalogue/item-view';
import { PlayerAnswerCache } from '../players/player-answer-cache';
import { toAchievement, toAchievementProgress } from './achievements-view';
import {
  achievementHolderRows,
  categoryProgressOf,
  categoryProgressQuery,
  countAchievementHolders,
  countPlayersOf,
  findAchievementBySlug,
  listAchievementCategories,
} from './achievements-queries';

export async function achievementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const achievementAnswers = new PlayerAnswerCache(app.db);
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
    async (request, reply) =>
      achievementAnswers.send(request, reply, request.params.userName, `achievements:${request.params.categoryId}`, {
        statement: categoryProgressQuery,
        values: { categoryId: request.params.categoryId },
        make: async ({ user }, progressRows) => {
          const { ruleSet } = request;
          const rows = categoryProgressOf(progressRows);
          const itemRows = await loadItemRowsById(app.db);
          if (!rows)
            throw new ApiError(404, 'ACHIEVEMENT_CATEGORY_NOT_FOUND', "Cette catégorie de succès n'existe pas");
          const rewardIds = rows.flatMap((row) => (row.achievement.rewardItemId ? [row.achievement.rewardItemId] : []));
          const rewards = new Map(
            itemRowsOf(itemRows, rewardIds).map((row) => [row.item.id, toItem(row, publicUrl)] as const),
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
      }),
  );

  app.get(
    '/public/achievements/categories',
    {
      schema: {
        tags: ['achievements'],
        summary: 'Les catégories de succès, dans leur ordre',
        response: { 200: Type.Array(AchievementCategory), ...errorResponses },
      },
    },
    async () => (await listAchievementCategories(app.db)).map(({ id, name }) => ({ id, name })),
  );

  app.get(
    '/public/achievements/:slug',
    {
      schema: {
        tags: ['achievements'],
        summary:
          "Un succès : les joueurs qui l'ont débloqué dans le mode de jeu demandé (les premiers d'abord, par pages de " +
          `${achievementHoldersPageSize}), quand, et sa rareté (part des joueurs qui l'ont)`,
        params: AchievementSlugParams,
        querystring: AchievementDetailQuery,
        response: { 200: AchievementDetail, ...errorResponses },
      },
    },
    async (request) => {
      const { ruleSet } = request;
      const row = await findAchievementBySlug(app.db, request.params.slug);
      if (!row) throw new ApiError(404, 'ACHIEVEMENT_NOT_FOUND', "Ce succès n'existe pas");
      const page = request.query.page ?? 1;
      const [holders, holderCount, playerCount, rewardRows] = await Promise.all([
        achievementHolderRows(
          app.db,
          row.achievement.id,
          ruleSet,
          achievementHoldersPageSize,
          (page - 1) * achievementHoldersPageSize,
        ),
        countAchievementHolders(app.db, row.achievement.id, ruleSet),
        countPlayersOf(app.db, ruleSet),
        row.achievement.rewardItemId ? itemsByIds(app.db, [row.achievement.rewardItemId]) : Promise.resolve([]),
      ]);
      const rewardItem = rewardRows[0] ? toItem(rewardRows[0], publicUrl) : undefined;
      return {
        achievement: toAchievement(row, rewardItem, publicUrl),
        category: { id: row.category.id, name: row.category.name },
        holderCount,
        playerCount,
        holderPercent: playerCount === 0 ? 0 : Math.round((holderCount / playerCount) * 10_000) / 100,
        page,
        pageSize: achievementHoldersPageSize,
        holders: holders.flatMap((holder) =>
          holder.date
            ? [
                {
                  user: {
                    discordUserName: holder.discordUserName,
                    ...(holder.discordGlobalName ? { discordGlobalName: holder.discordGlobalName } : {}),
                  },
                  date: toParisDateTime(holder.date),
                },
              ]
            : [],
        ),
      };
    },
  );
}
