import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ApiError } from '../lib/api-error';
import { databaseUnavailableBody, isDatabaseUnavailable } from '../lib/database-unavailable';

/**
 * Every refusal is `{code, message}`. Bad input is a 400 (never a 500); an unknown route or resource a 404; a
 * database out of reach a 503 (the pool reconnects by itself when it is back); only a real fault is a 500, logged,
 * with no internal detail sent to the client. A 401 says how to sign in (`WWW-Authenticate: Bearer`), whether the
 * token was missing or refused.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) {
        if (error.statusCode === 401) reply.header('WWW-Authenticate', 'Bearer');
        return reply.status(error.statusCode).send({ code: error.code, message: error.message });
      }
      if (error.validation) {
        return reply.status(400).send({ code: 'INVALID_REQUEST', message: `Requête invalide : ${error.message}` });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ code: error.code ?? 'BAD_REQUEST', message: error.message });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply.status(503).header('retry-after', '5').send(databaseUnavailableBody);
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ code: 'INTERNAL_ERROR', message: 'Erreur serveur' });
    });

    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: `Aucune route ${request.method} ${request.url.split('?')[0]}` }),
    );
  },
  { name: 'errors' },
);
