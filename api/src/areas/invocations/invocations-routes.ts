import { readWorldDate } from '../world/world-clock';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { GameEvent } from '@zu/shared-contract';
import { errorResponses } from '../../lib/error-responses';
import { ResponseCache } from '../../lib/response-cache';
import { currentEventRows, eventItemRows } from './invocations-queries';
import { toGameEvent } from './invocations-view';

export async function invocationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;
  // Events change a few times a month: a minute of cache, keyed by the day so that none outlives its last day.
  const cache = new ResponseCache();

  const currentEventsSchema = {
    tags: ['events'],
    summary: "Les événements d'invocation en cours dans le mode de jeu demandé, avec leurs cartes",
    response: { 200: Type.Array(GameEvent), ...errorResponses },
  };
  const currentEvents = async (request: FastifyRequest, reply: FastifyReply) => {
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
        return rows.map((row) => toGameEvent(row, cards, publicUrl));
      },
      { perRuleSet: true },
    );
  };

  app.get('/public/event/current', { schema: currentEventsSchema }, currentEvents);
  // The old path, still read by clients written before the real API renamed it: the same answer.
  app.get(
    '/public/event',
    {
      schema: {
        ...currentEventsSchema,
        deprecated: true,
        description: 'Ancien chemin de `GET /public/event/current`, remplacé en 2023 au plus tard : la même réponse.',
      },
    },
    currentEvents,
  );
}
