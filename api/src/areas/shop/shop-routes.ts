import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq } from 'drizzle-orm';
import { ErrorBody, ShopBought, ShopEntry, ShopEntryParams, ShopPurchase, UserNameParams } from '@zu/shared-contract';
import { ApiError } from '../../lib/api-error';
import { errorResponses } from '../../lib/error-responses';
import { playerAccounts } from '../players/players-schema';
import { requirePlayer, requireSignedInPlayer } from '../players/player-lookup';
import { worldNow } from '../world/world-clock';
import { boughtCurrentEntryIds, currentShopRows, findShopRow } from './shop-queries';
import { buyShopOffer } from './shop-repository';
import { toShopEntry } from './shop-view';

const entryNotFound = () => new ApiError(404, 'SHOP_ENTRY_NOT_FOUND', "Cette offre de l'échoppe n'existe pas");

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
      (await currentShopRows(app.db, request.ruleSet, await worldNow(app.db))).map((row) =>
        toShopEntry(row, app.config.publicUrl),
      ),
  );

  // Apart from GET /public/shop, which stays one answer for everyone (cached, read from a replica).
  app.get(
    '/public/shop/:userName',
    {
      schema: {
        tags: ['shop'],
        summary:
          "Notre ajout : les offres de l'échoppe en cours qu'un joueur a déjà achetées (chacune une fois au plus) ; " +
          '404 USER_NOT_FOUND',
        params: UserNameParams,
        response: { 200: ShopBought, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = await requirePlayer(app.db, request.params.userName, request.ruleSet);
      return {
        boughtEntryIds: await boughtCurrentEntryIds(app.db, request.ruleSet, user.id, await worldNow(app.db)),
      };
    },
  );

  app.post(
    '/public/shop/:entryId/buy',
    {
      schema: {
        tags: ['shop'],
        summary:
          "Achète une offre de l'échoppe en cours avec la ZUMonnaie du joueur connecté (une fois par joueur) : " +
          "l'offre après la vente et le solde restant ; 400 OUT_OF_STOCK, ALREADY_BOUGHT, NOT_ENOUGH_BALANCE ou " +
          'OFFER_NOT_AVAILABLE (offre passée) ; 404 SHOP_ENTRY_NOT_FOUND',
        security: [{ bearer: [] }],
        params: ShopEntryParams,
        response: { 200: ShopPurchase, 401: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      const { ruleSet } = request;
      const { user } = await requireSignedInPlayer(app.db, request);
      const { entryId } = request.params;
      if (!(await findShopRow(app.db, ruleSet, entryId))) throw entryNotFound();
      await buyShopOffer(app.db, { userId: user.id, ruleSet }, entryId, await worldNow(app.db));
      const [row, [account]] = await Promise.all([
        findShopRow(app.db, ruleSet, entryId),
        app.db
          .select({ balance: playerAccounts.balance })
          .from(playerAccounts)
          .where(and(eq(playerAccounts.userId, user.id), eq(playerAccounts.ruleSet, ruleSet))),
      ]);
      if (!row || !account) throw entryNotFound();
      return { entry: toShopEntry(row, app.config.publicUrl), balance: account.balance };
    },
  );
}
