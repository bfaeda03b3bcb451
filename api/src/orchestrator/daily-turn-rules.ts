// The daily turn ('new-day'): what the world does when a game day begins, at midnight Paris time. The world-wide
// steps come in a fixed order; playerDailyTurn is each player's share of the first two.
import { isChallengePeriodStart } from '../areas/challenges/challenges-rules';
import { isInCalendarPeriod } from '../areas/calendar/calendar-rules';
import type { CardEffect } from '@zu/shared-contract';
import { dailyBalanceEffect, effectsInForce } from '../areas/inventory/effect-cards-rules';
import type { Catalogue } from '../engine/catalogue';
import {
  accept,
  actionLog,
  makeEffects,
  mergeEffects,
  type ActionContext,
  type ActionResult,
  type Effects,
} from '../engine/effects';
import { closeHardcoreRun, type HardcoreSeason } from '../engine/hardcore-rules';
import type { PlayerState } from '../engine/player-state';
import { worldDateOf, type WorldDate } from '../engine/world-rules';

export const dailyTurnStepNames = [
  'CLOSE_HARDCORE_RUNS',
  'PAY_BALANCE_EFFECTS',
  'ROTATE_CHALLENGES',
  'RESTOCK_SHOP',
  'PLAY_TOURNAMENT_ROUND',
  'DRAW_CALENDAR',
] as const;
export type DailyTurnStep = (typeof dailyTurnStepNames)[number];

/**
 * The turn opening `date`, in order: hardcore runs that missed yesterday's daily end first (so that the night's
 * effect-card payout goes to the wiped state), then effect cards pay or take their ZUMonnaie, challenges rotate
 * when a new week starts, the échoppe restocks, a running Arène plays its next round, and on the days of the
 * calendar period the year's advent calendar is drawn if it is not yet.
 */
export function dailyTurnSteps(date: WorldDate): DailyTurnStep[] {
  return dailyTurnStepNames.filter(
    (step) =>
      (step !== 'ROTATE_CHALLENGES' || isChallengePeriodStart(date)) &&
      (step !== 'DRAW_CALENDAR' || isInCalendarPeriod(date)),
  );
}

export interface PlayerTurnContext extends ActionContext {
  catalogue: Catalogue;
  hardcoreSeasons: readonly HardcoreSeason[];
  /** HARDCORE with the EFFECT feature on. */
  effectCardsEnabled: boolean;
  /** The effects the player is under, when the caller keeps them (see effectsInForce). */
  cardEffects?: readonly CardEffect[];
}

export interface PlayerTurnOutcome {
  runClosed: boolean;
  balanceEffect: number;
}

/** One player's part of the turn: close an expired hardcore run, then pay the balance effect cards. */
export function playerDailyTurn(
  state: PlayerState,
  _input: object,
  ctx: PlayerTurnContext,
): ActionResult<PlayerTurnOutcome> {
  const today = worldDateOf(ctx.now);
  const closing = closeHardcoreRun(state, today, ctx.hardcoreSeasons);
  const wiped = closing?.records.some((r) => r.kind === 'hardcoreReset') ?? false;
  // A wiped player holds no effect card any more.
  const effects = ctx.effectCardsEnabled && !wiped ? effectsInForce(state, ctx.catalogue, ctx.cardEffects) : [];
  const balanceEffect = dailyBalanceEffect(effects, state.currencies.balance);
  const outcome: PlayerTurnOutcome = { runClosed: closing !== null, balanceEffect };
  if (!closing && balanceEffect === 0) return accept(makeEffects(), outcome);
  const parts: Effects[] = closing ? [closing] : [];
  parts.push(
    makeEffects({
      currencies: balanceEffect !== 0 ? { balance: balanceEffect } : {},
      records: [actionLog('DAILY_TURN', ctx, {}, outcome)],
    }),
  );
  return accept(mergeEffects(...parts), outcome);
}
