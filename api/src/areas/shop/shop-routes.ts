import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ShopEntry } from '@zu/shared-contract';
import { toParisDateTime } from '../../lib/dates';
import { errorResponses } from '../../lib/error-responses';
import { toItem } from '../catalogue/item-rows';
import { currentShopRows } from './shop-queries';

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
      (await currentShopRows(app.db, request.ruleSet)).map((row) => ({
        id: row.entry.id,
        beginDate: toParisDateTime(row.entry.beginDate),
        initialStock: row.entry.initialStock,
        currentStock: row.entry.currentStock,
        shopInventory: {
          item: toItem(row, app.config.publicUrl),
          balance: row.entry.price,
          shinyLevel: row.entry.shinyLevel,
          upgradeLevel: row.entry.upgradeLevel,
        },
      })),
  );
}
