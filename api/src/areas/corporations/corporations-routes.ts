import { readWorldDate } from '../world/world-clock';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CorporationDetail, CorporationParams, CorporationSummary } from '@zu/shared-contract';
import { ApiError } from '../../lib/api-error';

import { errorResponses } from '../../lib/error-responses';
import { toCorporationDetail, toCorporationSummary } from './corporation-rows';
import {
  corporationBonusRows,
  corporationGiftRows,
  corporationLogRows,
  corporationMemberRows,
  findCorporation,
  listCorporations,
} from './corporations-queries';

export async function corporationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;

  app.get(
    '/public/corporation',
    {
      schema: {
        tags: ['corporations'],
        summary: 'Les corporations du mode de jeu demandé, avec leurs membres et leurs niveaux de bonus',
        response: { 200: Type.Array(CorporationSummary), ...errorResponses },
      },
    },
    async (request) =>
      (await listCorporations(app.db, request.ruleSet)).map((row) => toCorporationSummary(row, publicUrl)),
  );

  app.get(
    '/public/corporation/:id',
    {
      schema: {
        tags: ['corporations'],
        summary:
          'Une corporation du mode de jeu demandé : ses bonus, ses membres et leurs dons, les dernières entrées de ' +
          'son journal',
        params: CorporationParams,
        response: { 200: CorporationDetail, ...errorResponses },
      },
    },
    async (request) => {
      const corporation = await findCorporation(app.db, request.params.id, request.ruleSet);
      if (!corporation) {
        throw new ApiError(404, 'CORPORATION_NOT_FOUND', "Cette corporation n'existe pas dans ce mode de jeu");
      }
      const [bonuses, members, gifts, logs] = await Promise.all([
        corporationBonusRows(app.db, corporation.id),
        corporationMemberRows(app.db, corporation.id),
        corporationGiftRows(app.db, corporation.id, await readWorldDate(app.db)),
        corporationLogRows(app.db, corporation),
      ]);
      return toCorporationDetail(corporation, bonuses, members, gifts, logs, publicUrl);
    },
  );
}
