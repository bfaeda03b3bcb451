import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error';
import type { RuleSet } from '../engine/rule-sets';

declare module 'fastify' {
  interface FastifyRequest {
    ruleSet: RuleSet;
  }
}

/** `X-ZUnivers-RuleSetType` (any case of the name): missing → NORMAL; anything but NORMAL or HARDCORE → 400. */
export const ruleSetPlugin = fp(
  async (app) => {
    app.decorateRequest('ruleSet', 'NORMAL');
    app.addHook('onRequest', async (request) => {
      const value = request.headers['x-zunivers-rulesettype'];
      if (value === undefined) return;
      if (value === 'NORMAL' || value === 'HARDCORE') {
        request.ruleSet = value;
        return;
      }
      throw new ApiError(
        400,
        'INVALID_RULE_SET',
        'En-tête X-ZUnivers-RuleSetType invalide : NORMAL ou HARDCORE attendu',
      );
    });
  },
  { name: 'rule-set' },
);
