import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LootActivity, LootMap, LootQuery, UserNameParams } from '@zu/shared-contract';
import { ApiError } from '../../lib/api-error';

import { errorResponses } from '../../lib/error-responses';
import { PlayerAnswerCache } from '../players/player-answer-cache';
import { todayOf, type PlayerVersionRow } from '../players/players-queries';
import { calendarYear, lootPeriod, toLootInfos, toLootMap } from './loot-map-view';
import { lootQuery, rollingLootQuery, type LootMapRow } from './loot-queries';

const firstYear = 1970;

/** How a player's loot map over `year` (see lootPeriod) is made from their loots of that period. */
const lootMapOver = (year: number) => (player: PlayerVersionRow, rows: LootMapRow[]) => {
  const { from, to } = lootPeriod(year, todayOf(player));
  return toLootMap(rows, from, to);
};

export async function lootRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const lootAnswers = new PlayerAnswerCache(app.db);
  app.get(
    '/public/loot/:userName',
    {
      schema: {
        tags: ['loot'],
        summary:
          'Les loots (/journa, /bonus) d’un joueur, jour par jour : `year=0` ou absent, les 365 derniers jours ; ' +
          'sinon cette année civile',
        params: UserNameParams,
        querystring: LootQuery,
        response: { 200: LootMap, ...errorResponses },
      },
    },
    async (request, reply) => {
      const year = request.query.year ?? 0;
      // Years before 1970 hold no game day, and the day arithmetic reads two-digit years as 19xx.
      if (year !== 0 && year < firstYear) {
        throw new ApiError(400, 'INVALID_REQUEST', `Année invalide : 0 ou une année à partir de ${firstYear} attendue`);
      }
      const make = lootMapOver(year);
      return lootAnswers.send(
        request,
        reply,
        request.params.userName,
        `loot:${year}`,
        year === 0 ? { statement: rollingLootQuery, make } : { statement: lootQuery, values: calendarYear(year), make },
      );
    },
  );
  app.get(
    '/public/user/:userName/activity',
    {
      schema: {
        tags: ['loot'],
        deprecated: true,
        summary: 'Ancien chemin des loots d’un joueur : les 365 derniers jours, la somme des loots de chaque jour',
        description:
          'Remplacé en 2023 au plus tard par `GET /public/loot/{userName}`, servi pour les clients écrits avant : ' +
          'les mêmes jours que ce chemin sans `year`, du plus ancien au plus récent ; 2 000 ou plus marque un jour ' +
          'de /bonus.',
        params: UserNameParams,
        response: { 200: LootActivity, ...errorResponses },
      },
    },
    async (request, reply) =>
      lootAnswers.send(request, reply, request.params.userName, 'activity', {
        statement: rollingLootQuery,
        make: (player: PlayerVersionRow, rows: LootMapRow[]) => toLootInfos(lootMapOver(0)(player, rows)),
      }),
  );
}
