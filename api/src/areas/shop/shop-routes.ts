import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ShopEntry } from '@zu/shared-contract';
import { errorResponses } from '../../lib/error-responses';
import { currentShopRows } from './shop-queries';
import { toShopEntry } from './shop-view';

export async function shopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/public/shop',
    {
      schema: {
        tags: ['shop'],
        summary: "Les offres de l'échoppe en cours pour le mode de jeu demandé : carte, prix, stock",
        response: { 200: Type.Array(ShopEntry), ...errorResponses },
      },
    },
    async (request) =>
      (await currentShopRows(app.db, request.ruleSet)).map((row) => toShopEntry(row, app.config.publicUrl)),
  );
}
