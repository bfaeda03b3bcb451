import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error';
import { unsafeBodyText, unsafeParameterText } from '../lib/unsafe-text';

/** Deep enough for every body the API takes; deeper input is refused rather than walked. */
const maxDepth = 8;

/** The first body value no route may take, described for the refusal; null when all is well. */
function unacceptableBodyValue(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return unsafeBodyText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'nombre hors limites';
  if (value === null || typeof value !== 'object') return null;
  if (depth >= maxDepth) return 'données trop imbriquées';
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    const found = unacceptableBodyValue(item, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The first path or query value no route may meet, described; null when all is well. Parameters are flat: strings
 * (see unsafeParameterText), numbers the coercion made, and lists of them for a repeated query parameter.
 */
function unsafeParameter(value: unknown): string | null {
  if (typeof value === 'string') return unsafeParameterText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'nombre hors limites';
  if (value === null || typeof value !== 'object') return null;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    const found = unsafeParameter(item);
    if (found) return found;
  }
  return null;
}

/**
 * One rule for every route. Inputs that pass the schemas and then fail in the database or in a lookup, or would be
 * stored as other text than was sent: control characters, lone surrogates and overlong values in a path or query
 * parameter; control characters but line breaks and tabs (NUL among them: PostgreSQL text cannot hold it) and lone
 * surrogates in a body; numbers such as `1e309`, which the query-string coercion turns into Infinity and which then
 * pass an integer schema, bounds included. Every route refuses them as bad input, after validation and before its
 * handler.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      const found =
        unsafeParameter(request.params) ?? unsafeParameter(request.query) ?? unacceptableBodyValue(request.body);
      if (found) throw new ApiError(400, 'INVALID_REQUEST', `Requête invalide : ${found}`);
    });
  },
  { name: 'input-guard' },
);
