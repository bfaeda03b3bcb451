// Claiming loots (/journa, /bonus) through the data layer: the corporation's LOOT level and, in HARDCORE, the
// seasons a daily starts or continues a run in.
import type { Db } from '../../db/client';
import { loadCorporationBonusLevels } from '../corporations/corporations-queries';
import { runPlayerAction, type ActionPlayer, type ActionRule, type RunContext } from '../../orchestrator/action-runner';
import type { PlayerState } from '../../engine/player-state';
import type { LootRecord } from '../../engine/records';
import { loadHardcoreSeasons } from '../world/world-queries';
import { claimDailyLoot as dailyRule, claimBonusLoot as bonusRule, type LootContext } from './loot-rules';

async function lootContext(state: PlayerState, ctx: RunContext): Promise<LootContext> {
  const bonuses = await loadCorporationBonusLevels(ctx.db, state.corporation?.corporationId ?? null);
  return {
    ...ctx,
    corporationLootLevel: bonuses.LOOT ?? 0,
    hardcoreSeasons: state.ruleSet === 'HARDCORE' ? await loadHardcoreSeasons(ctx.db) : [],
  };
}

export const dailyLootAction: ActionRule<LootRecord> = async (state, ctx) =>
  dailyRule(state, {}, await lootContext(state, ctx));

export const bonusLootAction: ActionRule<LootRecord> = async (state, ctx) =>
  bonusRule(state, {}, await lootContext(state, ctx));

export function claimDailyLoot(db: Db, player: ActionPlayer, now: Date): Promise<LootRecord> {
  return runPlayerAction(db, player, now, dailyLootAction);
}

export function claimBonusLoot(db: Db, player: ActionPlayer, now: Date): Promise<LootRecord> {
  return runPlayerAction(db, player, now, bonusLootAction);
}
