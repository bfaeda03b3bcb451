import { imageUrl } from '../../images/image-urls';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CorporationSummary } from '@zu/shared-contract';
import { toParisDateTime } from '../../lib/dates';
import { errorResponses } from '../../lib/error-responses';
import { listCorporations } from './corporations-queries';

export async function corporationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/public/corporation',
    {
      schema: {
        tags: ['corporations'],
        summary: 'Les corporations du mode de jeu demandé, avec leur nombre de membres',
        response: { 200: Type.Array(CorporationSummary), ...errorResponses },
      },
    },
    async (request) =>
      (await listCorporations(app.db, request.ruleSet)).map(({ corporation, members }) => ({
        id: corporation.id,
        name: corporation.name,
        description: corporation.description,
        balance: corporation.balance,
        logoUrl: imageUrl(app.config.publicUrl, 'corporation', corporation.id),
        createdDate: toParisDateTime(corporation.createdDate),
        modifiedDate: toParisDateTime(corporation.modifiedDate),
        currentMemberCount: Number(members),
      })),
  );
}
