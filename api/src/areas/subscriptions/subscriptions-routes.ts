import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, SubscriptionResult } from '@zu/shared-contract';
import { errorResponses } from '../../lib/error-responses';
import { itemsByIds } from '../catalogue/catalogue-queries';
import { toItem } from '../catalogue/item-view';
import { requireSignedInPlayer } from '../players/player-lookup';
import { worldNow } from '../world/world-clock';
import { subscribe } from './subscriptions-repository';

export async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;

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
