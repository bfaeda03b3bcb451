import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
const isLoopback = (address: string) => address === '::1' || /^(::ffff:)?127\./.test(address);

/**
 * Development routes answer only this machine: even if a switch were left on behind a public address, another
 * host gets a 403. The socket's address is used, never a forwarding header a client could write.
 */
export function allowLocalRequestsOnly(scope: FastifyInstance) {
  scope.addHook('onRequest', async (request) => {
    const address = request.raw.socket.remoteAddress ?? '';
    if (!isLoopback(address))
      throw new ApiError(403, 'LOCAL_ONLY', 'Route de développement : accessible seulement depuis cette machine');
  });
}
