import { readWorldDate } from '../world/world-clock';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AdventCalendar, UserNameParams } from '@zu/shared-contract';

import { errorResponses } from '../../lib/error-responses';
import { itemsByIds } from '../catalogue/catalogue-queries';
import { toItem } from '../catalogue/item-rows';
import { requirePlayer } from '../players/player-lookup';
import { yearOf } from '../world/world-rules';
import { toAdventCalendar } from './advent-calendar';
import { calendarBoxRows, calendarOpeningRows } from './calendar-queries';

export async function calendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
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
    async (request) => {
      const { ruleSet } = request;
      const { user } = await requirePlayer(app.db, request.params.userName, ruleSet);
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
    },
  );
}
