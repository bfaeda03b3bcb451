import { readWorldDate } from '../world/world-clock';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ActiveChallenge, UserNameParams } from '@zu/shared-contract';

import { errorResponses } from '../../lib/error-responses';
import { ResponseCache } from '../../lib/response-cache';
import { PlayerAnswerCache } from '../players/player-answer-cache';
import { toActiveChallenge, toPlayerChallenge } from './challenges-view';
import { currentChallengePeriod, periodChallengeRows, playerPeriodQuery } from './challenges-queries';

export async function challengeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const challengeAnswers = new PlayerAnswerCache(app.db);
  // The three challenges change once a week: a minute of cache (and ETag revalidation) costs nothing.
  const cache = new ResponseCache();

  // Community clients also ask for the week's challenges with an empty player name (`/public/challenge/`): the
  // real API answers that path as the list, and so does this one.
  for (const url of ['/public/challenge', '/public/challenge/']) {
    app.get(
      url,
      {
        schema: {
          tags: ['challenges'],
          summary: 'Les trois défis de la semaine en cours dans le mode de jeu demandé',
          response: { 200: Type.Array(ActiveChallenge), ...errorResponses },
        },
      },
      async (request, reply) =>
        cache.send(
          request,
          reply,
          `challenges:${await readWorldDate(app.db)}`,
          async () => {
            const period = await currentChallengePeriod(app.db, request.ruleSet, await readWorldDate(app.db));
            if (!period) return [];
            return (await periodChallengeRows(app.db, period.id)).map((row) => toActiveChallenge(period, row));
          },
          { perRuleSet: true },
        ),
    );
  }

  app.get(
    '/public/challenge/:userName',
    {
      schema: {
        tags: ['challenges'],
        summary:
          "Les défis de la semaine pour un joueur : sa progression tant qu'un défi n'est pas réussi, la date " +
          'de réussite ensuite',
        params: UserNameParams,
        response: { 200: Type.Array(ActiveChallenge), ...errorResponses },
      },
    },
    async (request, reply) =>
      challengeAnswers.send(request, reply, request.params.userName, 'challenges', {
        statement: playerPeriodQuery,
        make: (player, rows) =>
          rows.map((row) =>
            toPlayerChallenge(row.period, row, row.progress ?? undefined, player.user.id, request.ruleSet),
          ),
      }),
  );
}
