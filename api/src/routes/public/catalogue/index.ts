import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, countDistinct, eq, count, inArray } from 'drizzle-orm';
import { Fusion, Item, ItemDetail, ItemQuery, Pack, SlugParams } from '@zu/shared-contract';
import { fusionInputs, fusions, inventories, items, packs, playerAccounts, recycleConfig } from '../../../db/schema';
import { notFound } from '../../../lib/api-error';
import { errorResponses } from '../../errors';
import { queryKey, ResponseCache } from '../../../lib/response-cache';
import { itemConditions } from './item-filters';
import { selectItems, toItem } from './item-rows';
import { toPack } from './pack-rows';

export default async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;
  const cache = new ResponseCache();

  app.get(
    '/public/pack',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Tous les packs, par année',
        response: { 200: Type.Array(Pack), ...errorResponses },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, 'packs', async () =>
        (await app.db.select().from(packs).orderBy(asc(packs.year), asc(packs.name))).map(toPack),
      ),
  );

  app.get(
    '/public/item',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Les cartes, filtrées : mots-clés (répétés), recherche, niveau de brillance, pack',
        querystring: ItemQuery,
        response: { 200: Type.Array(Item), ...errorResponses },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, queryKey('items', request.query), async () => {
        const rows = await selectItems(app.db).where(itemConditions(request.query)).orderBy(asc(items.identifier));
        return rows.map((row) => toItem(row, publicUrl));
      }),
  );

  app.get(
    '/public/item/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Une carte : détail, valeurs de recyclage, part des joueurs qui l'ont, fusions liées",
        params: SlugParams,
        response: { 200: ItemDetail, ...errorResponses },
      },
    },
    async (request) => {
      const [row] = await selectItems(app.db).where(eq(items.slug, request.params.slug));
      if (!row) throw notFound('Carte');
      const itemId = row.item.id;

      const [recycle, ownedPercent, componentIds, resultIds] = await Promise.all([
        app.db.select().from(recycleConfig).where(eq(recycleConfig.rarity, row.item.rarity)),
        ownedPercentOf(itemId, request.ruleSet),
        app.db
          .select({ id: fusionInputs.itemId })
          .from(fusionInputs)
          .innerJoin(fusions, eq(fusionInputs.fusionId, fusions.id))
          .where(eq(fusions.resultItemId, itemId)),
        app.db
          .select({ id: fusions.resultItemId })
          .from(fusions)
          .innerJoin(fusionInputs, eq(fusionInputs.fusionId, fusions.id))
          .where(eq(fusionInputs.itemId, itemId)),
      ]);
      const itemsById = async (ids: string[]) =>
        ids.length === 0
          ? []
          : (await selectItems(app.db).where(inArray(items.id, ids)).orderBy(asc(items.identifier))).map((r) =>
              toItem(r, publicUrl),
            );
      const metadata = (level: number) => {
        const config = recycle.find((c) => c.shinyLevel === level);
        return config ? { craftValue: config.craftValue, recycleValue: config.recycleValue } : undefined;
      };
      const normal = metadata(0);
      const golden = row.item.shiny1 ? metadata(1) : undefined;
      const componentItems = await itemsById(componentIds.map((c) => c.id));
      const fusionItems = await itemsById(resultIds.map((r) => r.id));
      return {
        item: toItem(row, publicUrl),
        backUrls: [0, 1, 2].map((level) => `${publicUrl}/images/back/${level}.webp`),
        ...(normal ? { normalRecycleMetadata: normal } : {}),
        ...(golden ? { goldenRecycleMetadata: golden } : {}),
        ownedPercent,
        ...(componentItems.length ? { componentItems } : {}),
        ...(fusionItems.length ? { fusionItems } : {}),
      };
    },
  );

  app.get(
    '/public/fusion',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Toutes les fusions : la carte obtenue et ses composants (une entrée par exemplaire)',
        response: { 200: Type.Array(Fusion), ...errorResponses },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, 'fusions', async () => {
        const all = await selectItems(app.db);
        const cards = new Map(all.map((row) => [row.item.id, toItem(row, publicUrl)]));
        const fusionRows = await app.db.select().from(fusions);
        const inputs = await app.db.select().from(fusionInputs);
        return fusionRows
          .map((fusion) => ({
            item: cards.get(fusion.resultItemId)!,
            items: inputs
              .filter((input) => input.fusionId === fusion.id)
              .flatMap((input) => Array.from({ length: input.quantity }, () => cards.get(input.itemId)!)),
          }))
          .sort((a, b) => a.item.identifier - b.item.identifier);
      }),
  );

  /** Share (0-100) of the rule set's players who own at least one copy of the card. */
  async function ownedPercentOf(itemId: string, ruleSet: 'NORMAL' | 'HARDCORE'): Promise<number> {
    const [[owners], [players]] = await Promise.all([
      app.db
        .select({ n: countDistinct(inventories.userId) })
        .from(inventories)
        .where(and(eq(inventories.itemId, itemId), eq(inventories.ruleSet, ruleSet))),
      app.db.select({ n: count() }).from(playerAccounts).where(eq(playerAccounts.ruleSet, ruleSet)),
    ]);
    const total = Number(players?.n ?? 0);
    return total === 0 ? 0 : Math.round((10000 * Number(owners?.n ?? 0)) / total) / 100;
  }
}
