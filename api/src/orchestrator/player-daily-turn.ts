// One player's share of the daily turn through the data layer: an expired hardcore run closed (and wiped), then
// the balance effect cards paid. The job running the turn calls it for each player concerned.
import type { Db } from '../db/client';
import { runPlayerAction, type ActionPlayer, type ActionRule } from './action-runner';
import { playerDailyTurn, type PlayerTurnOutcome } from './daily-turn-rules';
import { effectCardsEnabled, loadHardcoreSeasons } from '../areas/world/world-queries';

export const playerDailyTurnAction: ActionRule<PlayerTurnOutcome> = async (state, ctx) =>
  playerDailyTurn(
    state,
    {},
    {
      ...ctx,
      hardcoreSeasons: state.ruleSet === 'HARDCORE' ? await loadHardcoreSeasons(ctx.db) : [],
      effectCardsEnabled: await effectCardsEnabled(ctx.db, ctx.ruleSet),
    },
  );

export function playPlayerDailyTurn(db: Db, player: ActionPlayer, now: Date): Promise<PlayerTurnOutcome> {
  return runPlayerAction(db, player, now, playerDailyTurnAction);
}
