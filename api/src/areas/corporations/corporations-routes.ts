import { readWorldDate } from '../world/world-clock';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CorporationDetail, CorporationParams, CorporationSummary } from '@zu/shared-contract';
import { ApiError } from '../../lib/api-error';
import { ResponseCache } from '../../lib/response-cache';

import { errorResponses } from '../../lib/error-responses';
import { toCorporationDetail, toCorporationSummary } from './corporation-rows';
import {
  corporationBonusRows,
  corporationGiftRows,
  corporationLogRows,
  corporationMemberRows,
  findCorporationVersion,
  listCorporations,
} from './corporations-queries';

export async function corporationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;
  // A detail kept under its version (see findCorporationVersion): a request costs one prepared probe while nothing
  // in the corporation changed, and is never stale after a member acts.
  const detailCache = new ResponseCache({ ttlMs: 300_000, cacheControl: 'no-cache' });

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
    async (request, reply) => {
      const found = await findCorporationVersion(app.db, request.params.id, request.ruleSet);
      if (!found) {
        throw new ApiError(404, 'CORPORATION_NOT_FOUND', "Cette corporation n'existe pas dans ce mode de jeu");
      }
      const { corporation, version } = found;
      return detailCache.send(request, reply, `${corporation.id}|${version}`, async () => {
        const [bonuses, members, gifts, logs] = await Promise.all([
          corporationBonusRows(app.db, corporation.id),
          corporationMemberRows(app.db, corporation.id),
          corporationGiftRows(app.db, corporation.id, await readWorldDate(app.db)),
          corporationLogRows(app.db, corporation),
        ]);
        return toCorporationDetail(corporation, bonuses, members, gifts, logs, publicUrl);
      });
    },
  );
}
