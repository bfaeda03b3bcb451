import { readWorldDate } from '../world/world-clock';
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
import { catalogueCountRows, ownedCountRows, pinRows } from '../inventory/inventory-queries';
import { bestInvocationRows } from '../invocations/invocations-queries';
import { pityCounterStart } from '../invocations/invocations-rules';
import { towerItemsBySeason } from '../tower/tower-items';
import { playerSeasonStatRow, towerSeasonRow } from '../tower/tower-queries';
import { isCurrentSeason, toTowerStat } from '../tower/tower-rows';
import { requireSignedInPlayer } from './player-lookup';
import { PlayerAnswerCache } from './player-answer-cache';
import { toPlayerOverview } from './player-overview';
import { toBanner, toBannerOwnerships, toPlayerProfile } from './player-profile';
import { changeBanner } from './players-repository';
import { bannerOwnershipRows, countAchievements, playerCounterRow, profileRows } from './players-queries';

/** The overview shows this many of the player's best invocations. */
const bestInvocationCount = 10;
/** The catalogue's counts per rarity change with the catalogue only: read again after a minute at most. */
const catalogueCountsTtlMs = 60_000;

export async function playerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = app.config.publicUrl;
  // Every overview compares the player's cards with the whole catalogue: counted once a minute, not per request.
  let catalogueCounts: { expires: number; rows: ReturnType<typeof catalogueCountRows> } | undefined;
  const countsOfCatalogue = () => {
    if (!catalogueCounts || catalogueCounts.expires <= Date.now()) {
      const rows = catalogueCountRows(app.db);
      catalogueCounts = { expires: Date.now() + catalogueCountsTtlMs, rows };
      // A failed read is not kept.
      rows.catch(() => (catalogueCounts = undefined));
    }
    return catalogueCounts.rows;
  };
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
      profileAnswers.send(request, reply, request.params.userName, 'profile', async (player) =>
        toPlayerProfile(await profileRows(app.db, player, request.ruleSet), await countAchievements(app.db), publicUrl),
      ),
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
    async (request, reply) =>
      overviewAnswers.send(request, reply, request.params.userName, 'overview', async ({ user }) => {
        const { ruleSet } = request;
        const today = await readWorldDate(app.db);
        const [catalogue, owned, pins, best, counters, season] = await Promise.all([
          countsOfCatalogue(),
          ownedCountRows(app.db, user.id, ruleSet),
          pinRows(app.db, user.id, ruleSet),
          bestInvocationRows(app.db, user.id, ruleSet, bestInvocationCount),
          playerCounterRow(app.db, user.id, ruleSet),
          towerSeasonRow(app.db, ruleSet, today),
        ]);
        // The running season only, and only once the player has climbed it.
        const current = season && isCurrentSeason(season.season, today) ? season : undefined;
        const stat = current ? await playerSeasonStatRow(app.db, user.id, current.season.id) : undefined;
        const towerStat =
          current && stat
            ? toTowerStat(
                stat,
                current.season,
                current.tower,
                (await towerItemsBySeason(app.db, user.id, ruleSet, [current.season.id], publicUrl)).get(
                  current.season.id,
                ) ?? [],
                today,
              )
            : undefined;
        return toPlayerOverview(
          {
            catalogue,
            owned,
            pins,
            best,
            // A player who never invoked starts the count from the top.
            invokeBeforePity: counters?.invokeBeforePity ?? pityCounterStart,
            towerStat,
          },
          publicUrl,
        );
      }),
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
      bannerAnswers.send(request, reply, request.params.userName, 'banners', async ({ user }) =>
        toBannerOwnerships(await bannerOwnershipRows(app.db, user.id, request.ruleSet), publicUrl),
      ),
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
