import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, SignInConfig } from '@zu/shared-contract';

export const realm = 'zunivers';
export const webClientId = 'zunivers-web';

export default async function configRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/config',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Configuration de connexion (fournisseur d’identité, royaume, client) pour keycloak-js',
        response: { 200: SignInConfig, 400: ErrorBody },
      },
    },
    async () => ({
      url: app.config.identityProviderUrl,
      realm,
      clientId: webClientId,
    }),
  );
}
