import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AdventCalendar, CalendarBox, CalendarIndexParams, ErrorBody, UserNameParams } from '@zu/shared-contract';

import type { Db } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { itemRowsOf, loadItemRowsById } from '../catalogue/item-rows-by-id';
import { toItem } from '../catalogue/item-view';
import { PlayerAnswerCache } from '../players/player-answer-cache';
import { requireActingPlayer } from '../players/player-lookup';
import { todayOf } from '../players/players-queries';
import { worldNow } from '../world/world-clock';
import { worldDateOf, yearOf } from '../../engine/world-rules';
import { toAdventCalendar, toCalendarBox } from './advent-calendar-view';
import { playerCalendarQuery, type CalendarBoxRow } from './calendar-queries';
import { openCalendarBox } from './calendar-repository';

/** The cards the boxes hold, as the site shows them. */
async function boxItemsById(db: Db, boxes: readonly CalendarBoxRow[], publicUrl: string) {
  const itemIds = boxes.flatMap(({ box }) => (box.itemId ? [box.itemId] : []));
  return new Map(
    itemRowsOf(await loadItemRowsById(db), itemIds).map((row) => [row.item.id, toItem(row, publicUrl)] as const),
  );
}

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
          return toAdventCalendar(yearOf(today), boxes, await boxItemsById(app.db, boxes, publicUrl), today, publicUrl);
        },
      }),
  );

  // Only the signed-in player's own calendar can be opened: the path names a box, never a player.
  app.post(
    '/public/calendar/:index',
    {
      schema: {
        tags: ['calendar'],
        summary:
          'Le joueur connecté ouvre une case de son calendrier festif (0 = 1er décembre) et reçoit son contenu : ' +
          'la case du jour et celles des jours passés de décembre, une seule fois (400 CALENDAR_CLOSED hors de la ' +
          'période, BOX_NOT_YET_OPENABLE, BOX_ALREADY_OPENED, BOX_NOT_FOUND sans calendrier cette année)',
        security: [{ bearer: [] }],
        params: CalendarIndexParams,
        response: { 200: CalendarBox, 401: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      const player = await requireActingPlayer(app.db, request);
      const now = await worldNow(app.db);
      await openCalendarBox(app.db, player, request.params.index, now);
      const today = worldDateOf(now);
      const boxes = await playerCalendarQuery(app.db).execute({ ...player, year: yearOf(today) });
      const opened = boxes.find(({ box }) => box.index === request.params.index);
      // The box the action just opened: its row is there (the action found it), and so is the opening.
      if (!opened) throw new Error(`calendar box ${request.params.index} vanished after its opening`);
      return toCalendarBox(opened, await boxItemsById(app.db, [opened], publicUrl), today, publicUrl);
    },
  );
}
