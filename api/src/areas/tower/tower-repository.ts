// A Vortex attempt through the data layer, in the season running on the action's day.
import type { Db } from '../../db/client';
import { runPlayerAction, type ActionPlayer, type ActionRule } from '../../orchestrator/action-runner';
import type { TowerAttemptRecord } from '../../engine/records';
import { worldDateOf } from '../../engine/world-rules';
import { loadTowerSeason } from './tower-queries';
import { ascend as ascendRule } from './tower-rules';

export const ascendAction: ActionRule<TowerAttemptRecord> = async (state, ctx) =>
  ascendRule(state, {}, { ...ctx, season: await loadTowerSeason(ctx.db, ctx.ruleSet, worldDateOf(ctx.now)) });

export function ascend(db: Db, player: ActionPlayer, now: Date): Promise<TowerAttemptRecord> {
  return runPlayerAction(db, player, now, ascendAction);
}
