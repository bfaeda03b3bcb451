import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { allowLocalRequestsOnly } from '../../lib/local-only';
import { ErrorBody, RuleSetType } from '@zu/shared-contract';
import { ApiError } from '../../lib/api-error';
import { chatUserNameRegex } from '@zu/shared-contract/constants';
import { findPlayerAccount } from '../players/players-queries';
import { userNotFound } from '../players/player-lookup';
import { openAccount } from '../players/players-repository';
import { subjectForUserName } from '../players/signed-in-player';
import { readWorldDate, worldNow } from '../world/world-clock';
import { chatCommands, chatCommandUsage } from '../../orchestrator/chat-commands';
import { DailyTurnAlreadyPlayed, playNewDay } from '../../orchestrator/new-day';
import { expireLuckyLink } from '../lucky/lucky-repository';

const PlayResult = Type.Object({
  player: Type.String(),
  ruleSet: RuleSetType,
  worldDate: Type.String(),
  command: Type.String(),
  outcome: Type.Unknown(),
});

/**
 * Development endpoints, registered only with DEV_TOOLS=on: the `play` command plays the chat game's commands
 * through them (the embedded database accepts one process, so the command goes through the running API).
 */
export async function devPlayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  allowLocalRequestsOnly(fastify);
  app.post(
    '/dev/play',
    {
      schema: {
        hide: true,
        body: Type.Object({
          player: Type.String({ minLength: 1, maxLength: 64 }),
          ruleSet: RuleSetType,
          command: Type.String({ minLength: 1, maxLength: 32 }),
          args: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 5 }),
        }),
        response: { 200: PlayResult, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { player, ruleSet, command, args } = request.body;
      const today = await readWorldDate(app.db);
      if (command === 'new-day') {
        try {
          return { player, ruleSet, worldDate: today, command, outcome: await playNewDay(app.db, today) };
        } catch (error) {
          if (!(error instanceof DailyTurnAlreadyPlayed)) throw error;
          throw new ApiError(409, 'DAILY_TURN_ALREADY_PLAYED', 'Le tour de ce jour est déjà joué.');
        }
      }
      const chatCommand = chatCommands[command];
      if (!chatCommand && command !== 'expire-lucky-link') {
        throw new ApiError(400, 'UNKNOWN_COMMAND', `Commande inconnue. Commandes : ${chatCommandUsage().join(', ')}`);
      }
      const now = await worldNow(app.db);
      let account = await findPlayerAccount(app.db, player, ruleSet);
      if (!chatCommand) {
        if (!account) throw userNotFound();
        const outcome = await expireLuckyLink(app.db, { userId: account.user.id, ruleSet }, today);
        if (!outcome) throw new ApiError(404, 'LUCKY_LINK_NOT_FOUND', "Ce joueur n'a pas de lien de tickets.");
        return { player: account.user.discordUserName, ruleSet, worldDate: today, command, outcome };
      }
      // A player's first command in a rule set opens their account there, as the game's bot does.
      if (!account) {
        if (!chatUserNameRegex.test(player)) {
          throw new ApiError(
            400,
            'INVALID_USER_NAME',
            'Nom d’utilisateur invalide : 2 à 32 caractères parmi a-z, 0-9, _ et .',
          );
        }
        const chatId = await subjectForUserName(app.db, player);
        await openAccount(app.db, { chatId, userName: player }, ruleSet, now);
        account = await findPlayerAccount(app.db, player, ruleSet);
        if (!account) throw userNotFound();
      }
      const outcome = await chatCommand.run(app.db, { userId: account.user.id, ruleSet }, now, args);
      return { player: account.user.discordUserName, ruleSet, worldDate: today, command, outcome };
    },
  );
}
