import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Development routes answer only this machine: even if a switch were left on behind a public address, another
 * host gets a 403. The socket's address is used, never a forwarding header a client could write.
 */
export function allowLocalRequestsOnly(scope: FastifyInstance) {
  scope.addHook('onRequest', async (request) => {
    const address = request.raw.socket.remoteAddress ?? '';
    if (!loopback.has(address))
      throw new ApiError(403, 'LOCAL_ONLY', 'Route de développement : accessible seulement depuis cette machine');
  });
}
