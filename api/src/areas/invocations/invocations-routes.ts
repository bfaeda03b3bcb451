import { readWorldDate } from '../world/world-clock';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { GameEvent } from '@zu/shared-contract';
import { parisDayEnd, parisDayStart } from '../../lib/dates';
import { errorResponses } from '../../lib/error-responses';
import { ResponseCache } from '../../lib/response-cache';
import { toItem } from '../catalogue/item-rows';
import { imageUrl, itemImageUrl } from '../../images/image-urls';
import { toPack } from '../catalogue/pack-rows';
import { currentEventRows, eventItemRows } from './invocations-queries';

export async function invocationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;
  // Events change a few times a month: a minute of cache, keyed by the day so that none outlives its last day.
  const cache = new ResponseCache();

  app.get(
    '/public/event/current',
    {
      schema: {
        tags: ['events'],
        summary: "Les événements d'invocation en cours dans le mode de jeu demandé, avec leurs cartes",
        response: { 200: Type.Array(GameEvent), ...errorResponses },
      },
    },
    async (request, reply) => {
      const today = await readWorldDate(app.db);
      return cache.send(
        request,
        reply,
        `events:${today}`,
        async () => {
          const rows = await currentEventRows(app.db, request.ruleSet, today);
          const cards = await eventItemRows(
            app.db,
            rows.map(({ event }) => event.id),
          );
          return rows.map(({ event, pack }) => {
            const own = cards.filter((card) => card.eventId === event.id);
            // No picture of its own: an event shows its rarest card, or the card back when it has none.
            const headline = own[0];
            return {
              id: event.id,
              name: event.name,
              imageUrl: headline ? itemImageUrl(publicUrl, headline.item.id, 0) : imageUrl(publicUrl, 'back', '0'),
              beginDate: parisDayStart(event.beginDate),
              endDate: parisDayEnd(event.endDate),
              balanceCost: event.balanceCost,
              loreDustCost: event.loreDustCost,
              invokeCount: event.invokeCount,
              isActive: event.isActive,
              isOneTime: event.isOneTime,
              isPityEnabled: event.isPityEnabled,
              pack: toPack(pack),
              items: own.map((card) => toItem(card, publicUrl)),
            };
          });
        },
        { perRuleSet: true },
      );
    },
  );
}
