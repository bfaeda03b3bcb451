import { imageUrl } from '../../images/image-urls';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Boosters,
  Fusion,
  Item,
  ItemDetail,
  ItemQuery,
  Pack,
  RecycleConfigEntry,
  SlugParams,
} from '@zu/shared-contract';
import { invocationChromaChance, invocationGoldenChance } from '../invocations/drop-rules';
import { basicInvocationPool, invocationBalanceCosts } from '../invocations/invocations-rules';
import { loadCatalogue } from '../../orchestrator/catalogue-loader';
import { boosterRates } from './booster-rates';
import { notFound } from '../../lib/api-error';
import { errorResponses } from '../../lib/error-responses';
import { queryKey, ResponseCache } from '../../lib/response-cache';
import { rejectUnknownQuery } from '../../lib/strict-query';
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
import { toItem } from './item-view';
import { toPack } from './pack-view';
import { toFusions, toRecycleConfigEntry } from './catalogue-view';

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
        summary:
          'Les cartes, filtrées : mots-clés (répétés), recherche, niveau de brillance, pack, raretés (répétées), ' +
          'année, fusions, composants de fusion',
        description:
          'Every filter narrows the list. An unknown parameter, an unknown keyword or an out-of-range value is ' +
          'a 400 `{code, message}`.',
        querystring: ItemQuery,
        response: { 200: Type.Array(Item), ...errorResponses },
      },
      preValidation: rejectUnknownQuery(ItemQuery),
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
        (await listRecycleConfig(app.db)).map(toRecycleConfigEntry),
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
        const [cards, recipes] = await Promise.all([allItems(app.db), listFusions(app.db)]);
        return toFusions(cards, recipes, publicUrl);
      }),
  );

  app.get(
    '/public/booster',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Les boosters : les chances d'une invocation de base, par rareté et pack par pack",
        description:
          'A basic invocation draws a rarity by weight among the rarities its pool holds (invocable cards of rarity ' +
          '1-5, no effect card), then one card of that rarity evenly. A pack rate is the chance that the card ' +
          'comes from that pack. Rates are between 0 and 1.',
        response: { 200: Boosters, ...errorResponses },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, 'boosters', async () => {
        const [catalogue, packs] = await Promise.all([loadCatalogue(app.db), listPacks(app.db)]);
        const rates = boosterRates(basicInvocationPool(catalogue));
        return {
          balanceCost: invocationBalanceCosts.BASIC,
          rarities: rates.rarities,
          goldenRate: invocationGoldenChance,
          chromaRate: invocationChromaChance,
          packs: packs.flatMap((pack) => {
            const rate = rates.packs.get(pack.id);
            return rate ? [{ pack: toPack(pack), ...rate }] : [];
          }),
        };
      }),
  );
}
