import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Evolution, InventoryEntry, InventoryQuery, UserNameParams } from '@zu/shared-contract';
import { errorResponses } from '../../lib/error-responses';
import { requirePlayer } from '../players/player-lookup';
import { evolutionRows, inventoryRows, ownedPlainItemIds } from './inventory-queries';
import { evolutionChains, toEvolution, toInventoryEntry } from './inventory-rows';

export async function inventoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;

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
    async (request) => {
      const { user } = await requirePlayer(app.db, request.params.userName, request.ruleSet);
      const rows = await inventoryRows(app.db, user.id, request.ruleSet, request.query.search?.trim());
      return rows.map((row) => toInventoryEntry(row, publicUrl));
    },
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
    async (request) => {
      const { user, account } = await requirePlayer(app.db, request.params.userName, request.ruleSet);
      const chains = evolutionChains(await evolutionRows(app.db));
      const owned = await ownedPlainItemIds(
        app.db,
        user.id,
        request.ruleSet,
        chains.flat().map((row) => row.item.id),
      );
      return toEvolution(chains, owned, account.upgradeDust, publicUrl);
    },
  );
}
