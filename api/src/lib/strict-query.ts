import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/**
 * A `preValidation` hook refusing query parameters the schema does not name. The validator drops unknown
 * properties silently, which would turn a misspelt filter into an unfiltered (and wrong) answer.
 */
export function rejectUnknownQuery(schema: { properties: Record<string, unknown> }) {
  const known = new Set(Object.keys(schema.properties));
  return async (request: FastifyRequest) => {
    const unknown = Object.keys((request.query ?? {}) as Record<string, unknown>).filter((key) => !known.has(key));
    if (unknown.length > 0) {
      throw new ApiError(400, 'INVALID_REQUEST', `Requête invalide : paramètre inconnu ${unknown.join(', ')}`);
    }
  };
}
