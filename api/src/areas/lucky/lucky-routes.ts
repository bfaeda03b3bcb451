import { readWorldDate } from '../world/world-clock';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Jackpot, LuckyLinkParams, NextTicket, NextTicketQuery, TicketCounts } from '@zu/shared-contract';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { ApiError } from '../../lib/api-error';

import { errorResponses } from '../../lib/error-responses';
import { isLuckyLinkValid, jackpotStart } from './lucky-rules';
import { ticketTypes } from '../../engine/record-types';
import { findLuckyLink, jackpotAmount, nextUnscratchedTicket, unscratchedCounts } from './lucky-queries';

const noTicket = () => new ApiError(400, 'NO_TICKET', 'Ce lien ne contient plus aucun ticket à gratter');

/**
 * A link of the rule set that is still valid. Unknown (or another rule set's): 404; past its validity: 400
 * LUCKY_LINK_EXPIRED, as the game refuses it.
 */
async function requireValidLink(db: Db, code: string, ruleSet: RuleSet) {
  const link = await findLuckyLink(db, code);
  if (!link || link.ruleSet !== ruleSet) {
    throw new ApiError(404, 'LUCKY_LINK_NOT_FOUND', "Ce lien de tickets n'existe pas");
  }
  if (!isLuckyLinkValid(link.createdDate, await readWorldDate(db))) {
    throw new ApiError(400, 'LUCKY_LINK_EXPIRED', 'Ce lien de tickets a expiré');
  }
  return link;
}

export async function luckyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

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
