import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CompareParams,
  Evolution,
  InventoryEntry,
  InventoryQuery,
  PlayerCompare,
  PlayerStats,
  UserNameParams,
} from '@zu/shared-contract';
import { errorResponses } from '../../lib/error-responses';
import { requirePlayer } from '../players/player-lookup';
import { PlayerAnswerCache } from '../players/player-answer-cache';
import {
  catalogueCountRows,
  loadEvolutionRows,
  inventoryRows,
  missingFromOtherRows,
  ownedCountRows,
  ownedEvolutionItemQuery,
  packCompletionRows,
} from './inventory-queries';
import {
  evolutionChains,
  toEvolution,
  toInventoryEntry,
  toPackCompletion,
  toPlayerCompare,
  toRarityStats,
} from './inventory-view';

export async function inventoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;
  const inventoryAnswers = new PlayerAnswerCache(app.db);
  const evolutionAnswers = new PlayerAnswerCache(app.db);

  app.get(
    '/public/inventory/:userName',
    {
      schema: {
        tags: ['inventory'],
        summary:
          "L'inventaire d'un joueur dans le mode de jeu demandé : une ligne par carte, niveau de brillance et de " +
          'constellation ; `search` garde les cartes dont le nom le contient ou dont c’est le numéro',
        params: UserNameParams,
        querystring: InventoryQuery,
        response: { 200: Type.Array(InventoryEntry), ...errorResponses },
      },
    },
    async (request, reply) =>
      inventoryAnswers.send(
        request,
        reply,
        request.params.userName,
        `inventory:${request.query.search?.trim() ?? ''}`,
        async ({ user }) => {
          const rows = await inventoryRows(app.db, user.id, request.ruleSet, request.query.search?.trim());
          return rows.map((row) => toInventoryEntry(row, publicUrl));
        },
      ),
  );

  app.get(
    '/public/evolution/:userName',
    {
      schema: {
        tags: ['inventory'],
        summary:
          "L'évolution d'un joueur : la chaîne de cartes, les étapes possédées, le coût de chaque étape en éclats " +
          "d'étoile et ceux du joueur",
        params: UserNameParams,
        response: { 200: Evolution, ...errorResponses },
      },
    },
    async (request, reply) =>
      evolutionAnswers.send(request, reply, request.params.userName, 'evolution', {
        statement: ownedEvolutionItemQuery,
        make: async ({ account }, ownedRows) => {
          const chains = evolutionChains(await loadEvolutionRows(app.db));
          return toEvolution(chains, new Set(ownedRows.map((row) => row.itemId)), account.upgradeDust, publicUrl);
        },
      }),
  );

  app.get(
    '/public/user/:userName/stats',
    {
      schema: {
        tags: ['inventory'],
        summary:
          "Les statistiques de collection d'un joueur, comptées par la base : cartes et exemplaires par rareté et " +
          'niveau de brillance, complétion de chaque pack',
        params: UserNameParams,
        response: { 200: PlayerStats, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = await requirePlayer(app.db, request.params.userName, request.ruleSet);
      const [owned, catalogue, packs] = await Promise.all([
        ownedCountRows(app.db, user.id, request.ruleSet),
        catalogueCountRows(app.db),
        packCompletionRows(app.db, user.id, request.ruleSet),
      ]);
      return {
        byRarity: toRarityStats(catalogue, owned),
        packs: packs.map(toPackCompletion),
      };
    },
  );

  app.get(
    '/public/user/:userName/compare/:otherUserName',
    {
      schema: {
        tags: ['inventory'],
        summary:
          "Deux joueurs comparés par la base : les cartes (et niveaux de brillance) que l'un possède et que l'autre " +
          "n'a pas, dans les deux sens (les constellations à part)",
        params: CompareParams,
        response: { 200: PlayerCompare, ...errorResponses },
      },
    },
    async (request) => {
      const { ruleSet } = request;
      const [first, second] = await Promise.all([
        requirePlayer(app.db, request.params.userName, ruleSet),
        requirePlayer(app.db, request.params.otherUserName, ruleSet),
      ]);
      const [onlyFirst, onlySecond] = await Promise.all([
        missingFromOtherRows(app.db, first.user.id, second.user.id, ruleSet),
        missingFromOtherRows(app.db, second.user.id, first.user.id, ruleSet),
      ]);
      return toPlayerCompare(onlyFirst, onlySecond, publicUrl);
    },
  );
}
