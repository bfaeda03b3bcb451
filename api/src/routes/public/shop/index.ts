import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { ShopEntry } from '@zu/shared-contract';
import { items, packs, shopEntries } from '../../../db/schema';
import { toParisDateTime } from '../../../lib/dates';
import { errorResponses } from '../../errors';
import { itemSelection, toItem } from '../catalogue/item-rows';

export default async function shopRoutes(fastify: FastifyInstance) {
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
    async (request) => {
      const ruleSet = request.ruleSet;
      // The current batch is the latest one that has begun.
      const [latest] = await app.db
        .select({ beginDate: shopEntries.beginDate })
        .from(shopEntries)
        .where(and(eq(shopEntries.ruleSet, ruleSet), lte(shopEntries.beginDate, new Date())))
        .orderBy(desc(shopEntries.beginDate))
        .limit(1);
      if (!latest) return [];
      const rows = await app.db
        .select({ ...itemSelection, entry: shopEntries })
        .from(shopEntries)
        .innerJoin(items, eq(items.id, shopEntries.itemId))
        .innerJoin(packs, eq(packs.id, items.packId))
        .where(and(eq(shopEntries.ruleSet, ruleSet), eq(shopEntries.beginDate, latest.beginDate)))
        .orderBy(asc(shopEntries.price));
      return rows.map((row) => ({
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
      }));
    },
  );
}
