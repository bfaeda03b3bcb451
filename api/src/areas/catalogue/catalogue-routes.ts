import { imageUrl } from '../../images/image-urls';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Fusion, Item, ItemDetail, ItemQuery, Pack, RecycleConfigEntry, SlugParams } from '@zu/shared-contract';
import { notFound } from '../../lib/api-error';
import { derivedId } from '../../lib/derived-id';
import { errorResponses } from '../../lib/error-responses';
import { queryKey, ResponseCache } from '../../lib/response-cache';
import {
  allItems,
  componentIdsOf,
  findItemBySlug,
  fusionResultIdsOf,
  itemsByIds,
  listFusions,
  listItems,
  listPacks,
  listRecycleConfig,
  ownedPercentOf,
  recycleValuesOf,
} from './catalogue-queries';
import { normaliseItemQuery } from './item-query';
import { toItem } from './item-rows';
import { toPack } from './pack-rows';

export async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;
  const cache = new ResponseCache({ maxBytes: app.config.responseCacheBytes });

  app.get(
    '/public/pack',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Tous les packs, par année',
        response: { 200: Type.Array(Pack), ...errorResponses },
      },
    },
    async (request, reply) => cache.send(request, reply, 'packs', async () => (await listPacks(app.db)).map(toPack)),
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
    async (request, reply) => {
      const query = normaliseItemQuery(request.query);
      return cache.send(request, reply, queryKey('items', query), async () =>
        (await listItems(app.db, query)).map((row) => toItem(row, publicUrl)),
      );
    },
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
      const row = await findItemBySlug(app.db, request.params.slug);
      if (!row) throw notFound('Carte');
      const itemId = row.item.id;

      const [recycle, ownedPercent, componentIds, resultIds] = await Promise.all([
        recycleValuesOf(app.db, row.item.rarity),
        ownedPercentOf(app.db, itemId, request.ruleSet),
        componentIdsOf(app.db, itemId),
        fusionResultIdsOf(app.db, itemId),
      ]);
      const itemsById = async (ids: string[]) => (await itemsByIds(app.db, ids)).map((r) => toItem(r, publicUrl));
      const metadata = (level: number) => {
        const config = recycle.find((c) => c.shinyLevel === level);
        return config ? { craftValue: config.craftValue, recycleValue: config.recycleValue } : undefined;
      };
      const normal = metadata(0);
      const golden = row.item.shiny1 ? metadata(1) : undefined;
      const componentItems = await itemsById(componentIds);
      const fusionItems = await itemsById(resultIds);
      return {
        item: toItem(row, publicUrl),
        backUrls: [0, 1, 2].map((level) => imageUrl(publicUrl, 'back', String(level))),
        ...(normal ? { normalRecycleMetadata: normal } : {}),
        ...(golden ? { goldenRecycleMetadata: golden } : {}),
        ownedPercent,
        ...(componentItems.length ? { componentItems } : {}),
        ...(fusionItems.length ? { fusionItems } : {}),
      };
    },
  );

  app.get(
    '/public/recycle/config',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Les valeurs de création et de recyclage, une ligne par rareté et niveau de brillance',
        response: { 200: Type.Array(RecycleConfigEntry), ...errorResponses },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, 'recycle-config', async () =>
        (await listRecycleConfig(app.db)).map((row) => ({
          // A rarity and a shiny level identify a line; its id is derived from them, so it never changes.
          id: derivedId('recycle-config', row.rarity, row.shinyLevel),
          rarity: row.rarity,
          shinyLevel: row.shinyLevel,
          craftValue: row.craftValue,
          recycleValue: row.recycleValue,
        })),
      ),
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
        const cards = new Map((await allItems(app.db)).map((row) => [row.item.id, toItem(row, publicUrl)]));
        const { fusions, inputs } = await listFusions(app.db);
        return fusions
          .map((fusion) => ({
            item: cards.get(fusion.resultItemId)!,
            items: inputs
              .filter((input) => input.fusionId === fusion.id)
              .flatMap((input) => Array.from({ length: input.quantity }, () => cards.get(input.itemId)!)),
          }))
          .sort((a, b) => a.item.identifier - b.item.identifier);
      }),
  );
}
