// Giveaways: the rule set's giveaways (open and past, latest first), one of them, a player's entry, and the
// signed-in player entering. The write falls under the per-address limit of every write (rate-limits.ts) and runs
// at the world's instant: a giveaway closes on the world's date.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { inArray } from 'drizzle-orm';
import {
  ErrorBody,
  Giveaway,
  GiveawayEntry,
  GiveawayList,
  GiveawayParams,
  GiveawayPlayer,
  GiveawayPlayerParams,
} from '@zu/shared-contract';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { errorResponses } from '../../lib/error-responses';
import { itemsByIds } from '../catalogue/catalogue-queries';
import { toItem } from '../catalogue/item-view';
import { toBanner } from '../players/player-profile-view';
import { playerUsersById } from '../players/player-users';
import { requireActingPlayer, requirePlayer } from '../players/player-lookup';
import { banners } from '../players/players-schema';
import { readWorldDate, worldNow } from '../world/world-clock';
import {
  entrantIdsOf,
  findEntry,
  findGiveaway,
  listGiveaways,
  winnerIdsOf,
  type GiveawayRow,
} from './giveaway-queries';
import { enterGiveaway, giveawayNotFound } from './giveaway-repository';
import { toGiveaway, toGiveawayPlayer } from './giveaway-view';

/** The answers of these giveaways, with their prizes' cards and banners and their winners; `entrants` adds the draw's order. */
async function giveawayAnswers(
  db: Db,
  rows: readonly GiveawayRow[],
  ruleSet: RuleSet,
  publicUrl: string,
  entrants = false,
): Promise<Giveaway[]> {
  const itemIds = [...new Set(rows.flatMap((row) => (row.prize.cards ?? []).map((card) => card.itemId)))];
  const bannerIds = [...new Set(rows.flatMap((row) => (row.prize.bannerId ? [row.prize.bannerId] : [])))];
  const winnerIds = await winnerIdsOf(
    db,
    rows.map((row) => row.id),
  );
  const [today, itemRows, bannerRows, users] = await Promise.all([
    readWorldDate(db),
    itemIds.length > 0 ? itemsByIds(db, itemIds) : Promise.resolve([]),
    bannerIds.length > 0 ? db.select().from(banners).where(inArray(banners.id, bannerIds)) : Promise.resolve([]),
    playerUsersById(db, [...new Set([...winnerIds.values()].flat())], ruleSet, publicUrl),
  ]);
  const items = new Map(itemRows.map((row) => [row.item.id, toItem(row, publicUrl)]));
  const bannerMap = new Map(bannerRows.map((row) => [row.id, toBanner(row, publicUrl)]));
  return Promise.all(
    rows.map(async (row) =>
      toGiveaway(row, {
        today,
        items,
        banners: bannerMap,
        winners: (winnerIds.get(row.id) ?? []).flatMap((id) => users.get(id) ?? []),
        ...(entrants && row.drawnAt ? { entrantIds: await entrantIdsOf(db, row.id) } : {}),
      }),
    ),
  );
}

export async function giveawayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { publicUrl } = app.config;

  async function requireGiveaway(ruleSet: RuleSet, id: string) {
    const row = await findGiveaway(app.db, ruleSet, id);
    if (!row) throw giveawayNotFound();
    return row;
  }

  app.get(
    '/public/giveaway',
    {
      schema: {
        tags: ['giveaway'],
        summary: 'Les giveaways du mode de jeu demandé, ouvert et passés, du plus récent au plus ancien',
        response: { 200: GiveawayList, ...errorResponses },
      },
    },
    async (request) =>
      giveawayAnswers(app.db, await listGiveaways(app.db, request.ruleSet), request.ruleSet, publicUrl),
  );

  app.get(
    '/public/giveaway/:id',
    {
      schema: {
        tags: ['giveaway'],
        summary:
          'Un giveaway : son lot, ses dates, le nombre de participants et, une fois tiré, les gagnants, la graine du ' +
          "tirage et l'ordre des participations pour le refaire ; 404 GIVEAWAY_NOT_FOUND",
        params: GiveawayParams,
        response: { 200: Giveaway, ...errorResponses },
      },
    },
    async (request) => {
      const row = await requireGiveaway(request.ruleSet, request.params.id);
      const [answer] = await giveawayAnswers(app.db, [row], request.ruleSet, publicUrl, true);
      return answer!;
    },
  );

  app.get(
    '/public/giveaway/:id/player/:userName',
    {
      schema: {
        tags: ['giveaway'],
        summary:
          'Si un joueur participe à un giveaway et, une fois tiré, s’il a gagné ; 404 GIVEAWAY_NOT_FOUND ou USER_NOT_FOUND',
        params: GiveawayPlayerParams,
        response: { 200: GiveawayPlayer, ...errorResponses },
      },
    },
    async (request) => {
      const { ruleSet } = request;
      const row = await requireGiveaway(ruleSet, request.params.id);
      const { user } = await requirePlayer(app.db, request.params.userName, ruleSet);
      return toGiveawayPlayer(await findEntry(app.db, row.id, user.id));
    },
  );

  app.post(
    '/public/giveaway/:id/enter',
    {
      schema: {
        tags: ['giveaway'],
        summary:
          'Le joueur connecté participe à un giveaway ouvert, une fois : le giveaway et sa participation ; ' +
          '400 GIVEAWAY_CLOSED ou GIVEAWAY_ALREADY_ENTERED, 404 GIVEAWAY_NOT_FOUND',
        security: [{ bearer: [] }],
        params: GiveawayParams,
        response: { 200: GiveawayEntry, 401: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      const player = await requireActingPlayer(app.db, request);
      const now = await worldNow(app.db);
      const { enteredAt } = await enterGiveaway(app.db, player, request.params.id, now);
      const row = await requireGiveaway(player.ruleSet, request.params.id);
      const [giveaway] = await giveawayAnswers(app.db, [row], player.ruleSet, publicUrl);
      return { giveaway: giveaway!, player: toGiveawayPlayer({ enteredAt, won: false }) };
    },
  );
}
