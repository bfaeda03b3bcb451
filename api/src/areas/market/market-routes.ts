import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreateOfferBody,
  ErrorBody,
  ItemTrades,
  MarketHistory,
  MarketOffer,
  MarketOffersPage,
  MarketQuery,
  marketPageSize,
  OfferParams,
  SlugParams,
  UserNameParams,
} from '@zu/shared-contract';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import type { ShinyLevel } from '../../engine/catalogue';
import { notFound } from '../../lib/api-error';
import { errorResponses } from '../../lib/error-responses';
import { rejectUnknownQuery } from '../../lib/strict-query';
import { findItemBySlug } from '../catalogue/catalogue-queries';
import { requirePlayer, requireActingPlayer } from '../players/player-lookup';
import { readWorldDate, worldNow } from '../world/world-clock';
import { tradeCountsOf } from './trade-counts';
import { findOfferRow, itemTradeRows, marketHistoryRows, openOffersPage } from './market-queries';
import { acceptTradeOffer, cancelTradeOffer, createTradeOffer, offerNotFound } from './market-repository';
import { toMarketOffer } from './market-view';
import { toParisDateTime } from '../../lib/dates';

const refusals =
  '400 `{code, message}` : OFFER_ALREADY_SOLD, SELLER_NO_LONGER_OWNS, OFFER_NOT_AVAILABLE (retirée), ' +
  'NOT_ENOUGH_BALANCE, TRADE_LIMIT_REACHED, SELLER_TRADE_LIMIT_REACHED, SELF_TRADE ; 404 OFFER_NOT_FOUND';

export async function marketRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { publicUrl } = app.config;

  async function offerAnswer(db: Db, ruleSet: RuleSet, offerId: string) {
    const row = await findOfferRow(db, ruleSet, offerId);
    if (!row) throw offerNotFound();
    return toMarketOffer(row, publicUrl);
  }

  app.get(
    '/public/market',
    {
      schema: {
        tags: ['market'],
        summary:
          'Les offres ouvertes du marché, filtrées (carte, pack, raretés répétées, niveau de brillance, texte, ' +
          'vendeur), triées (date, prix, rareté) et paginées (page à partir de 0)',
        querystring: MarketQuery,
        response: { 200: MarketOffersPage, ...errorResponses },
      },
      preValidation: rejectUnknownQuery(MarketQuery),
    },
    async (request) => {
      const { rows, page, total } = await openOffersPage(app.db, request.ruleSet, request.query);
      return { offers: rows.map((row) => toMarketOffer(row, publicUrl)), page, pageSize: marketPageSize, total };
    },
  );

  app.get(
    '/public/market/history/:userName',
    {
      schema: {
        tags: ['market'],
        summary:
          "L'activité d'un joueur au marché : ses offres ouvertes, ses ventes et ses achats (les 50 derniers), " +
          "ses échanges du jour et sa limite d'échanges quotidienne",
        params: UserNameParams,
        response: { 200: MarketHistory, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = await requirePlayer(app.db, request.params.userName, request.ruleSet);
      const player = { userId: user.id, ruleSet: request.ruleSet };
      const [rows, counts] = await Promise.all([
        marketHistoryRows(app.db, request.ruleSet, user.id),
        tradeCountsOf(app.db, player, await readWorldDate(app.db)),
      ]);
      return {
        openOffers: rows.openOffers.map((row) => toMarketOffer(row, publicUrl)),
        sold: rows.sold.map((row) => toMarketOffer(row, publicUrl)),
        bought: rows.bought.map((row) => toMarketOffer(row, publicUrl)),
        ...counts,
      };
    },
  );

  app.get(
    '/public/market/:offerId',
    {
      schema: {
        tags: ['market'],
        summary: 'Une offre du marché, ouverte ou fermée (vendue ou retirée) ; 404 OFFER_NOT_FOUND',
        params: OfferParams,
        response: { 200: MarketOffer, ...errorResponses },
      },
    },
    async (request) => offerAnswer(app.db, request.ruleSet, request.params.offerId),
  );

  app.get(
    '/public/item/:slug/trades',
    {
      schema: {
        tags: ['market'],
        summary:
          "Les offres ouvertes d'une carte (les 20 moins chères) et ses derniers prix de vente (les 20 derniers)",
        params: SlugParams,
        response: { 200: ItemTrades, ...errorResponses },
      },
    },
    async (request) => {
      const item = await findItemBySlug(app.db, request.params.slug);
      if (!item) throw notFound('Carte');
      const rows = await itemTradeRows(app.db, request.ruleSet, item.item.id);
      return {
        openOffers: rows.openOffers.map((row) => toMarketOffer(row, publicUrl)),
        lastSales: rows.lastSales.map((sale) => ({
          price: sale.price,
          shinyLevel: sale.shinyLevel,
          date: toParisDateTime(sale.at),
        })),
      };
    },
  );

  app.post(
    '/public/market',
    {
      schema: {
        tags: ['market'],
        summary:
          "Met en vente un exemplaire d'une carte échangeable du joueur connecté, à un niveau de brillance, pour " +
          'un prix en ZUMonnaie ; 400 ITEM_NOT_TRADABLE, NOT_ENOUGH_ITEMS, ALL_COPIES_ON_OFFER ou INVALID_PRICE',
        security: [{ bearer: [] }],
        body: CreateOfferBody,
        response: { 200: MarketOffer, 401: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      const player = await requireActingPlayer(app.db, request);
      // The contract bounds the shiny level to 0–2.
      const input = { ...request.body, shinyLevel: request.body.shinyLevel as ShinyLevel };
      const record = await createTradeOffer(app.db, player, input, await worldNow(app.db));
      return offerAnswer(app.db, request.ruleSet, record.offerId);
    },
  );

  app.delete(
    '/public/market/:offerId',
    {
      schema: {
        tags: ['market'],
        summary:
          'Retire une offre ouverte du joueur connecté ; 400 NOT_YOUR_OFFER, OFFER_ALREADY_SOLD ou ' +
          'OFFER_NOT_AVAILABLE (déjà retirée) ; 404 OFFER_NOT_FOUND',
        security: [{ bearer: [] }],
        params: OfferParams,
        response: { 200: MarketOffer, 401: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      const player = await requireActingPlayer(app.db, request);
      await cancelTradeOffer(app.db, player, request.params.offerId, await worldNow(app.db));
      return offerAnswer(app.db, request.ruleSet, request.params.offerId);
    },
  );

  app.post(
    '/public/market/:offerId/accept',
    {
      schema: {
        tags: ['market'],
        summary:
          "Achète une offre : la carte passe au joueur connecté, le prix au vendeur, et l'échange compte dans la " +
          `limite du jour des deux joueurs ; ${refusals}`,
        security: [{ bearer: [] }],
        params: OfferParams,
        response: { 200: MarketOffer, 401: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      const player = await requireActingPlayer(app.db, request);
      await acceptTradeOffer(app.db, player, request.params.offerId, await worldNow(app.db));
      return offerAnswer(app.db, request.ruleSet, request.params.offerId);
    },
  );
}
