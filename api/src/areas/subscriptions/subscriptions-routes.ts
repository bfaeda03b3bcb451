import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, SubscriptionHistory, SubscriptionResult, UserNameParams } from '@zu/shared-contract';
import { errorResponses } from '../../lib/error-responses';
import { itemsByIds } from '../catalogue/catalogue-queries';
import { toItem } from '../catalogue/item-view';
import { PlayerAnswerCache } from '../players/player-answer-cache';
import { requireSignedInPlayer } from '../players/player-lookup';
import { worldNow } from '../world/world-clock';
import { playerSubscriptionsQuery } from './subscriptions-queries';
import { subscribe } from './subscriptions-repository';

export async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;
  const historyAnswers = new PlayerAnswerCache(app.db);

  app.get(
    '/public/subscription/:userName',
    {
      schema: {
        tags: ['subscriptions'],
        summary:
          'Les abonnements d’un joueur dans le mode de jeu demandé, le plus récent d’abord : leurs dates et leur ' +
          'prix en poudres créatrices (0 pour le premier mois, offert)',
        params: UserNameParams,
        response: { 200: SubscriptionHistory, ...errorResponses },
      },
    },
    async (request, reply) =>
      historyAnswers.send(request, reply, request.params.userName, 'subscriptions', {
        statement: playerSubscriptionsQuery,
        make: (_player, subscriptions) => ({ subscriptions }),
      }),
  );

  app.post(
    '/public/subscription/subscribe',
    {
      schema: {
        tags: ['subscriptions'],
        summary:
          'Le joueur connecté s’abonne pour 30 jours : le premier mois est offert, les suivants coûtent 2000 poudres ' +
          'créatrices (400 NOT_ENOUGH_LORE_DUST, ALREADY_SUBSCRIBED) ; une carte en récompense',
        security: [{ bearer: [] }],
        response: { 200: SubscriptionResult, 401: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = await requireSignedInPlayer(app.db, request);
      const outcome = await subscribe(app.db, { userId: user.id, ruleSet: request.ruleSet }, await worldNow(app.db));
      const [rewardRow] = outcome.reward ? await itemsByIds(app.db, [outcome.reward.itemId]) : [];
      return {
        beginDate: outcome.beginDate,
        endDate: outcome.endDate,
        loreDustCost: outcome.loreDustCost,
        ...(outcome.reward && rewardRow
          ? {
              inventory: {
                item: toItem(rewardRow, publicUrl),
                shinyLevel: outcome.reward.shinyLevel,
                quantity: outcome.reward.quantity,
              },
            }
          : {}),
      };
    },
  );
}
