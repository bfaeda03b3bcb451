import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AdventCalendar, UserNameParams } from '@zu/shared-contract';

import { errorResponses } from '../../lib/error-responses';
import { itemRowsOf, loadItemRowsById } from '../catalogue/item-rows-by-id';
import { toItem } from '../catalogue/item-view';
import { PlayerAnswerCache } from '../players/player-answer-cache';
import { todayOf } from '../players/players-queries';
import { yearOf } from '../../engine/world-rules';
import { toAdventCalendar } from './advent-calendar-view';
import { playerCalendarQuery } from './calendar-queries';

export async function calendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const calendarAnswers = new PlayerAnswerCache(app.db);
  const publicUrl = app.config.publicUrl;
  app.get(
    '/public/calendar/:userName',
    {
      schema: {
        tags: ['calendar'],
        summary:
          "Le calendrier festif de l'année (1er au 25 décembre) pour un joueur : le contenu de chaque case, " +
          'celles ouvertes et celles qui peuvent l’être',
        params: UserNameParams,
        response: { 200: AdventCalendar, ...errorResponses },
      },
    },
    async (request, reply) =>
      calendarAnswers.send(request, reply, request.params.userName, 'calendar', {
        // The year's boxes: the `year` of the world's date.
        statement: playerCalendarQuery,
        make: async (player, boxes) => {
          const today = todayOf(player);
          const year = yearOf(today);
          const itemRows = await loadItemRowsById(app.db);
          const itemIds = boxes.flatMap(({ box }) => (box.itemId ? [box.itemId] : []));
          const itemsById = new Map(
            itemRowsOf(itemRows, itemIds).map((row) => [row.item.id, toItem(row, publicUrl)] as const),
          );
          const openings = boxes.flatMap(({ opening }) => (opening ? [opening] : []));
          return toAdventCalendar(year, boxes, openings, itemsById, today, publicUrl);
        },
      }),
  );
}
