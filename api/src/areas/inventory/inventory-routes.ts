import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CompareParams,
  Evolution,
  ForgePlan,
  ForgePlanQuery,
  InventoryEntry,
  InventoryQuery,
  PlayerCompare,
  PlayerStats,
  UserNameParams,
} from '@zu/shared-contract';
import { ApiError } from '../../lib/api-error';
import { errorResponses } from '../../lib/error-responses';
import { loadItemRowsById } from '../catalogue/item-rows-by-id';
import { listPacks } from '../catalogue/catalogue-queries';
import { todayOf } from '../players/players-queries';
import { worldInstant } from '../world/world-clock';
import { forgePlan } from './inventory-repository';
import { toForgePlan } from './forge-plan-view';
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
  // The planner reads the corporation's recycle bonuses besides the player's rows (and the Vortex pack of the world's
  // day, which the versions hold). Its answer is made from the player's whole state, read as an action reads it, not
  // by one statement: it is kept in the process's memory only.
  const forgeAnswers = new PlayerAnswerCache(app.db, ['corporation']);

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
    '/public/forge/:userName',
    {
      schema: {
        tags: ['inventory'],
        summary:
          "La forge d'un joueur, calculée par les règles du jeu sur son inventaire : ce que rapporterait le recyclage " +
          'de ses doublons, le prix des cartes qui lui manquent dans le pack `packId`, les fusions à sa portée ' +
          '(prêtes ou à une carte près) et ce qui change ces chiffres (cartes à effet, bonus de corporation, pack ' +
          'du Vortex)',
        params: UserNameParams,
        querystring: ForgePlanQuery,
        response: { 200: ForgePlan, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { packId } = request.query;
      return forgeAnswers.send(request, reply, request.params.userName, `forge:${packId ?? ''}`, async (player) => {
        const [itemRows, packRows] = await Promise.all([loadItemRowsById(app.db), listPacks(app.db)]);
        const packsById = new Map(packRows.map((pack) => [pack.id, pack]));
        const pack = packId === undefined ? undefined : packsById.get(packId);
        if (packId !== undefined && !pack) throw new ApiError(404, 'PACK_NOT_FOUND', "Ce pack n'existe pas.");
        const figures = await forgePlan(
          app.db,
          { userId: player.user.id, ruleSet: player.account.ruleSet },
          worldInstant(todayOf(player)),
          pack && { packId: pack.id, packName: pack.name },
        );
        return toForgePlan(player.user.id, figures, itemRows, packsById, publicUrl);
      });
    },
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
