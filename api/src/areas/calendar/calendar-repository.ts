// Opening an advent calendar box through the data layer, among the boxes of the action's year.
import type { Db } from '../../db/client';
import { runPlayerAction, type ActionPlayer, type ActionRule } from '../../orchestrator/action-runner';
import { worldDateOf, yearOf } from '../../engine/world-rules';
import { loadCalendarBoxes } from './calendar-queries';
import { openCalendarBox as openRule, type CalendarReward } from './calendar-rules';

export const openCalendarBoxAction =
  (index: number): ActionRule<CalendarReward> =>
  async (state, ctx) => {
    const boxes = await loadCalendarBoxes(ctx.db, ctx.ruleSet, yearOf(worldDateOf(ctx.now)));
    return openRule(state, { index }, { ...ctx, boxes });
  };

export function openCalendarBox(db: Db, player: ActionPlayer, index: number, now: Date): Promise<CalendarReward> {
  return runPlayerAction(db, player, now, openCalendarBoxAction(index));
}
