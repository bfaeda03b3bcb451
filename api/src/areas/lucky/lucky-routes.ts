import { readWorldDate, worldNow } from '../world/world-clock';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  Jackpot,
  LuckyLink,
  LuckyLinkParams,
  NextTicket,
  NextTicketQuery,
  ScratchResult,
  ScratchedTickets,
  TicketCounts,
  TicketIdParams,
} from '@zu/shared-contract';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { ApiError } from '../../lib/api-error';

import { errorResponses } from '../../lib/error-responses';
import { currentLuckyLink, jackpotStart, luckyLinkExpired, ticketAlreadyScratched } from './lucky-rules';
import { ticketTypes } from '../../engine/record-types';
import {
  findLuckyLink,
  findTicket,
  jackpotAmount,
  latestLuckyLink,
  nextUnscratchedTicket,
  unscratchedCounts,
} from './lucky-queries';
import { requireActingPlayer } from '../players/player-lookup';
import { refusalError } from '../../lib/refusals';
import { makeLuckyLink, scratchTicketThroughLink } from './lucky-repository';
import { scratchResult } from './scratch-result-view';
import { scratchedTickets } from './scratched-tickets-view';
import { toLuckyLink } from './lucky-link-view';
import { tooManyRequests } from '../../plugins/rate-limits';

const noTicket = () => new ApiError(400, 'NO_TICKET', 'Ce lien ne contient plus aucun ticket à gratter');

const ticketNotFound = () => new ApiError(404, 'TICKET_NOT_FOUND', "Ce ticket n'existe pas");
const minute = 60_000;

/**
 * A link of the rule set that is still valid. Unknown (or another rule set's): 404; past its validity, or replaced by
 * a newer one: 400 LUCKY_LINK_EXPIRED, as the game refuses it.
 */
async function requireValidLink(db: Db, code: string, ruleSet: RuleSet) {
  const link = await findLuckyLink(db, code);
  if (!link || link.ruleSet !== ruleSet) {
    throw new ApiError(404, 'LUCKY_LINK_NOT_FOUND', "Ce lien de tickets n'existe pas");
  }
  const latest = await latestLuckyLink(db, link.userId, link.ruleSet);
  if (currentLuckyLink(latest, await readWorldDate(db))?.code !== link.code) throw refusalError(luckyLinkExpired);
  return link;
}

export async function luckyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { publicUrl, rateLimits } = app.config;
  // Every write is already counted per address; a scratch is also counted per link, whoever sends it (a ticket
  // unknown or on no link counts under its own id). The per-address count has run by then, hence a limiter of its own.
  const perLink = rateLimits.enabled
    ? app.createRateLimit({
        max: rateLimits.ticketLink,
        timeWindow: minute,
        keyGenerator: async (request) => {
          const { ticketId } = request.params as TicketIdParams;
          return `link:${(await findTicket(app.db, ticketId))?.linkCode ?? ticketId}`;
        },
      })
    : undefined;

  app.post(
    '/public/lucky/link',
    {
      schema: {
        tags: ['lucky'],
        summary:
          "Le lien de tickets du joueur connecté ('lrlien'), fait s’il n’en a pas de valide : il porte tous ses " +
          'tickets pas encore grattés, ceux gagnés ensuite le rejoignent, et il expire au bout de 7 jours',
        security: [{ bearer: [] }],
        response: { 200: LuckyLink, 401: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      const player = await requireActingPlayer(app.db, request);
      return toLuckyLink(await makeLuckyLink(app.db, player, await worldNow(app.db)));
    },
  );

  app.get(
    '/public/lucky/history',
    {
      schema: {
        tags: ['lucky'],
        summary: 'Les derniers tickets grattés du joueur connecté, le plus récent d’abord, et ce que chacun a donné',
        security: [{ bearer: [] }],
        response: { 200: ScratchedTickets, 401: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      return { tickets: await scratchedTickets(app.db, await requireActingPlayer(app.db, request), publicUrl) };
    },
  );

  app.post(
    '/public/lucky/:ticketId',
    {
      preHandler: async (request, reply) => {
        const limit = await perLink?.(request);
        if (limit && !limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', limit.ttlInSeconds);
          throw tooManyRequests(limit.ttlInSeconds);
        }
      },
      schema: {
        tags: ['lucky'],
        summary:
          'Gratte un ticket d’un lien, sans connexion : ce que le ticket donne au joueur du lien ; 404 ' +
          'TICKET_NOT_FOUND, 400 TICKET_ALREADY_SCRATCHED ou LUCKY_LINK_EXPIRED (lien expiré ou remplacé)',
        params: TicketIdParams,
        response: { 200: ScratchResult, ...errorResponses },
      },
    },
    async (request) => {
      const ticket = await findTicket(app.db, request.params.ticketId);
      if (!ticket || ticket.ruleSet !== request.ruleSet) throw ticketNotFound();
      if (ticket.scratchedAt) throw refusalError(ticketAlreadyScratched);
      if (!ticket.linkCode) throw refusalError(luckyLinkExpired);
      const owner = { userId: ticket.userId, ruleSet: ticket.ruleSet };
      const now = await worldNow(app.db);
      const record = await scratchTicketThroughLink(app.db, owner, ticket.id, now);
      return scratchResult(app.db, owner, record, ticket.linkCode, publicUrl);
    },
  );

  app.get(
    '/public/lucky/jackpot',
    {
      schema: {
        tags: ['lucky'],
        summary: 'La cagnotte des tickets Rayou Official du mode de jeu demandé, en ZUMonnaie',
        response: { 200: Jackpot, ...errorResponses },
      },
    },
    // Before the first ticket is scratched the jackpot holds its starting amount.
    async (request) => ({ jackpot: (await jackpotAmount(app.db, request.ruleSet)) ?? jackpotStart }),
  );

  app.get(
    '/public/lucky/:linkCode/count',
    {
      schema: {
        tags: ['lucky'],
        summary:
          "Les tickets qu'un lien ('lrlien') contient encore, par type ; `{code, message}` si le lien a expiré ou " +
          'ne contient plus de ticket',
        params: LuckyLinkParams,
        response: { 200: TicketCounts, ...errorResponses },
      },
    },
    async (request) => {
      const link = await requireValidLink(app.db, request.params.linkCode, request.ruleSet);
      const rows = await unscratchedCounts(app.db, link.code);
      const counts = Object.fromEntries(
        ticketTypes.map((type) => [type, Number(rows.find((row) => row.type === type)?.tickets ?? 0)]),
      ) as Record<(typeof ticketTypes)[number], number>;
      if (Object.values(counts).every((value) => value === 0)) throw noTicket();
      return { counts };
    },
  );

  app.get(
    '/public/lucky/:linkCode',
    {
      schema: {
        tags: ['lucky'],
        summary:
          "Le prochain ticket d'un type à gratter sur un lien ; `{code, message}` si le lien a expiré ou n'en " +
          'contient plus de ce type',
        params: LuckyLinkParams,
        querystring: NextTicketQuery,
        response: { 200: NextTicket, ...errorResponses },
      },
    },
    async (request) => {
      const { type } = request.query;
      const link = await requireValidLink(app.db, request.params.linkCode, request.ruleSet);
      const [ticket, rows] = await Promise.all([
        nextUnscratchedTicket(app.db, link.code, type),
        unscratchedCounts(app.db, link.code),
      ]);
      if (!ticket) throw noTicket();
      return { id: ticket.id, type: ticket.type, value: Number(rows.find((row) => row.type === type)?.tickets ?? 1) };
    },
  );
}
