import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, LiveQuery } from '@zu/shared-contract';
import { ApiError } from '../../lib/api-error';
import { rejectUnknownQuery } from '../../lib/strict-query';
import { LiveHub } from './live-hub';

const eventIdPattern = /^[0-9]{1,18}$/;
const eventStream = Type.Unsafe<Readable>({ type: 'string', description: 'text/event-stream' });

/** Where a client resumes: the Last-Event-ID a reconnecting browser sends, else the query's (a page's first URL). */
function resumePoint(header: string | string[] | undefined, query: string | undefined): number | undefined {
  const value = header ?? query;
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !eventIdPattern.test(value)) {
    throw new ApiError(400, 'INVALID_REQUEST', 'Requête invalide : Last-Event-ID doit être un numéro d’événement');
  }
  return Number(value);
}

/**
 * `GET /public/live`: a text/event-stream of `change` events on the topics asked for. The stream holds no database
 * connection: the process's one listening connection reads the events for all its streams.
 */
export async function liveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const hub = new LiveHub(
    app.databaseHandle,
    {
      maxConnections: app.config.liveMaxConnections,
      maxConnectionsPerAddress: app.config.liveMaxConnectionsPerAddress,
    },
    app.log,
  );
  app.addHook('onReady', () => hub.start());
  // Before the server waits for its requests to end: a stream never would.
  app.addHook('preClose', (done) => {
    hub.endStreams();
    done();
  });
  app.addHook('onClose', () => hub.stop());

  app.get(
    '/public/live',
    {
      schema: {
        tags: ['live'],
        summary:
          'Le direct : un flux text/event-stream d’événements `change` (données : LiveEvent) sur les sujets ' +
          'demandés, pour le mode de jeu du paramètre ruleSet (ou de l’en-tête). Reprise après Last-Event-ID (ou ' +
          'lastEventId) ; un événement `reset` quand des événements manqués ne sont plus gardés. 429 ou 503 quand ' +
          'les connexions sont au complet',
        querystring: LiveQuery,
        produces: ['text/event-stream'],
        response: {
          200: eventStream,
          400: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
      preValidation: rejectUnknownQuery(LiveQuery),
    },
    async (request, reply) => {
      const { topic, ruleSet = request.ruleSet, lastEventId } = request.query;
      const output = await hub.open({
        address: request.ip,
        ruleSet,
        topics: topic,
        resumeAfter: resumePoint(request.headers['last-event-id'], lastEventId),
      });
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // Proxies that buffer answers (nginx) would hold the events back.
          .header('x-accel-buffering', 'no')
          .send(output)
      );
    },
  );
}
