import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { allowLocalRequestsOnly } from '../../lib/local-only';
import { ErrorBody, GameFeature } from '@zu/shared-contract';
import { switchGameFeature } from '../../orchestrator/switch-game-feature';

/**
 * Development endpoints, registered only with DEV_TOOLS=on (npm start, the tests): the embedded database allows a
 * single process, so the `feature` command reaches a running API through here.
 */
export async function devFeatureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  allowLocalRequestsOnly(fastify);
  app.put(
    '/dev/game-features/:feature',
    {
      schema: {
        hide: true,
        params: Type.Object({ feature: GameFeature }),
        body: Type.Object({ active: Type.Boolean() }),
        response: { 200: Type.Object({ feature: GameFeature, active: Type.Boolean() }), 400: ErrorBody },
      },
    },
    async (request) => {
      await switchGameFeature(app.db, request.params.feature, request.body.active);
      return { feature: request.params.feature, active: request.body.active };
    },
  );
}
