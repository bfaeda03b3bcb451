import { readWorldDate } from '../world/world-clock';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AdventCalendar, UserNameParams } from '@zu/shared-contract';

import { errorResponses } from '../../lib/error-responses';
import { itemsByIds } from '../catalogue/catalogue-queries';
import { toItem } from '../catalogue/item-rows';
import { PlayerAnswerCache } from '../players/player-answer-cache';
import { yearOf } from '../world/world-rules';
import { toAdventCalendar } from './advent-calendar';
import { calendarBoxRows, calendarOpeningRows } from './calendar-queries';

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
      calendarAnswers.send(request, reply, request.params.userName, 'calendar', async ({ user }) => {
        const { ruleSet } = request;
        const today = await readWorldDate(app.db);
        const year = yearOf(today);
        const boxes = await calendarBoxRows(app.db, ruleSet, year);
        const [openings, items] = await Promise.all([
          calendarOpeningRows(
            app.db,
            user.id,
            boxes.map(({ box }) => box.id),
          ),
          itemsByIds(
            app.db,
            boxes.flatMap(({ box }) => (box.itemId ? [box.itemId] : [])),
          ),
        ]);
        const itemsById = new Map(items.map((row) => [row.item.id, toItem(row, publicUrl)] as const));
        return toAdventCalendar(year, boxes, openings, itemsById, today, publicUrl);
      }),
  );
}
