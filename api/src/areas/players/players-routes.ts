import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BannerChangeQuery,
  BannerOwnership,
  ErrorBody,
  PlayerOverview,
  PlayerProfile,
  UserBanner,
  UserNameParams,
} from '@zu/shared-contract';
import { toParisDateTime } from '../../lib/dates';

import { errorResponses } from '../../lib/error-responses';
import { itemRowsOf, loadItemRowsById } from '../catalogue/item-rows-by-id';
import { toItem } from '../catalogue/item-view';
import { catalogueCountRows } from '../inventory/inventory-queries';
import { pityCounterStart } from '../../engine/player-state';
import { isCurrentSeason, toTowerStat, towerAnswerMoment } from '../tower/tower-view';
import { worldInstant } from '../world/world-clock';
import { overviewPartsOf, overviewQuery } from './player-overview-query';
import { requireSignedInPlayer, userNotFound } from './player-lookup';
import { PlayerAnswerCache } from './player-answer-cache';
import { toPlayerOverview } from './player-overview-view';
import { toBanner, toBannerOwnerships, toPlayerProfile } from './player-profile-view';
import { changeBanner } from './players-repository';
import { bannerOwnershipQuery, todayOf } from './players-queries';
import { profilePartsOf, profileQuery } from './player-profile-query';
import { loadCatalogue } from '../../orchestrator/catalogue-loader';
import { perDatabase } from '../../lib/per-database';

/** The overview shows this many of the player's best invocations. */
const bestInvocationCount = 10;
/**
 * Every overview compares the player's cards with the whole catalogue: its counts per rarity change with the
 * catalogue only, so they are counted once a minute at most, not per request.
 */
const countsOfCatalogue = perDatabase(catalogueCountRows, { maxAgeMs: 60_000 });

export async function playerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;
  const profileAnswers = new PlayerAnswerCache(app.db, ['corporation', 'positions']);
  const overviewAnswers = new PlayerAnswerCache(app.db);
  const bannerAnswers = new PlayerAnswerCache(app.db);

  app.get(
    '/public/user/:userName',
    {
      schema: {
        tags: ['players'],
        summary: "Le profil d'un joueur dans le mode de jeu demandé (404 s'il n'y joue pas)",
        params: UserNameParams,
        response: { 200: PlayerProfile, ...errorResponses },
      },
    },
    async (request, reply) =>
      profileAnswers.send(request, reply, request.params.userName, 'profile', {
        statement: profileQuery,
        make: async (player, [row]) => {
          const parts = profilePartsOf(row);
          if (!parts) throw userNotFound();
          const today = todayOf(player);
          const catalogue = await loadCatalogue(app.db);
          return toPlayerProfile({ ...player, ...parts, today, catalogue }, publicUrl);
        },
      }),
  );

  app.get(
    '/public/user/:userName/overview',
    {
      schema: {
        tags: ['players'],
        summary:
          "L'aperçu d'un joueur : sa collection par rareté, ses cartes épinglées, ses meilleures invocations, le " +
          'compteur avant la garantie et sa saison du Vortex en cours',
        params: UserNameParams,
        response: { 200: PlayerOverview, ...errorResponses },
      },
    },
    async (request, reply) => {
      const wallClock = new Date();
      return overviewAnswers.send(request, reply, request.params.userName, 'overview', {
        statement: overviewQuery,
        values: { best: bestInvocationCount },
        moment: towerAnswerMoment(wallClock),
        make: async (player, [row]) => {
          const today = todayOf(player);
          const parts = overviewPartsOf(row, { userId: player.user.id, ruleSet: player.account.ruleSet });
          if (!parts) throw userNotFound();
          const [catalogue, itemRows] = await Promise.all([countsOfCatalogue(app.db), loadItemRowsById(app.db)]);
          // The running season only, and only once the player has climbed it.
          const current = parts.season && isCurrentSeason(parts.season.season, today) ? parts.season : undefined;
          const towerStat =
            current?.stat &&
            toTowerStat(
              current.stat,
              current.season,
              current.tower,
              itemRowsOf(itemRows, current.itemIds).map((row) => toItem(row, publicUrl)),
              worldInstant(today, wallClock),
            );
          const withItem = <T extends { itemId: string }>(rows: readonly T[]) =>
            rows.flatMap((row) => {
              const item = itemRows.get(row.itemId);
              return item ? [{ ...item, row }] : [];
            });
          return toPlayerOverview(
            {
              catalogue,
              owned: parts.owned,
              pins: withItem(parts.pins.map((pin) => ({ ...pin, itemId: pin.entry.itemId }))).map(
                ({ row, ...item }) => ({
                  ...item,
                  entry: row.entry,
                  recycle: row.recycle,
                  pin: { date: row.date },
                }),
              ),
              best: withItem(parts.best).map(({ row, ...item }) => ({ ...item, invocation: row })),
              // A player who never invoked starts the count from the top.
              invokeBeforePity: parts.invokeBeforePity ?? pityCounterStart,
              towerStat,
            },
            publicUrl,
          );
        },
      });
    },
  );

  app.get(
    '/public/banner/:userName',
    {
      schema: {
        tags: ['players'],
        summary:
          'Toutes les bannières du jeu pour un joueur : celles débloquées avec leur date, les autres sans (par titre)',
        params: UserNameParams,
        response: { 200: Type.Array(BannerOwnership), ...errorResponses },
      },
    },
    async (request, reply) =>
      bannerAnswers.send(request, reply, request.params.userName, 'banners', {
        statement: bannerOwnershipQuery,
        make: (_player, rows) => toBannerOwnerships(rows, publicUrl),
      }),
  );

  app.post(
    '/public/banner/change',
    {
      schema: {
        tags: ['players'],
        summary:
          'Le joueur connecté affiche une de ses bannières débloquées (400 BANNER_NOT_FOUND si elle n’existe pas, ' +
          'USERBANNER_NOT_FOUND s’il ne l’a pas débloquée)',
        security: [{ bearer: [] }],
        querystring: BannerChangeQuery,
        response: { 200: UserBanner, 401: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = await requireSignedInPlayer(app.db, request);
      const { banner, userBanner } = await changeBanner(
        app.db,
        { userId: user.id, ruleSet: request.ruleSet },
        request.query.banner,
      );
      return { id: userBanner.id, date: toParisDateTime(userBanner.date), banner: toBanner(banner, publicUrl) };
    },
  );
}
