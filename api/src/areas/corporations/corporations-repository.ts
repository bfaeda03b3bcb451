// Corporations through the data layer: creating, joining and leaving one, giving to its treasury and buying its
// bonuses. The corporation's row is locked while an action counts its seats or spends its treasury.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { runPlayerAction, type ActionPlayer, type ActionRule, type RunContext } from '../../orchestrator/action-runner';
import type { PlayerState } from '../../engine/player-state';
import { loadCorporationView } from './corporations-queries';
import {
  createCorporation as createRule,
  joinCorporation as joinRule,
  leaveCorporation as leaveRule,
  type CorporationContext,
} from './corporations-rules';
import { type CorporationBonusType } from '../../engine/record-types';
import { corporations } from './corporations-schema';
import { giveToCorporation as giveRule, upgradeCorporationBonus as upgradeBonusRule } from './treasury-rules';

async function corporationContext(
  corporationId: string | null,
  ctx: RunContext,
  lock: boolean,
): Promise<CorporationContext> {
  const corporation = corporationId ? await loadCorporationView(ctx.db, ctx.ruleSet, corporationId, { lock }) : null;
  return { ...ctx, corporation };
}

const own = (state: PlayerState) => state.corporation?.corporationId ?? null;

export const createCorporationAction =
  (input: { name: string; description: string }): ActionRule<{ corporationId: string }> =>
  async (state, ctx) => {
    // The engine checks the name's length; that it is free in the rule set is the database's to say.
    const [taken] = await ctx.db
      .select({ id: corporations.id })
      .from(corporations)
      .where(and(eq(corporations.ruleSet, ctx.ruleSet), eq(corporations.name, input.name.trim())));
    if (taken) throw new ApiError(400, 'CORPORATION_NAME_TAKEN', 'Ce nom de corporation est déjà pris.');
    return createRule(state, input, ctx);
  };

export const joinCorporationAction =
  (corporationId: string): ActionRule<null> =>
  async (state, ctx) =>
    joinRule(state, { corporationId }, await corporationContext(corporationId, ctx, true));

export const leaveCorporationAction: ActionRule<null> = async (state, ctx) =>
  leaveRule(state, {}, await corporationContext(own(state), ctx, true));

export const giveToCorporationAction =
  (amount: number): ActionRule<{ givenToday: number }> =>
  async (state, ctx) =>
    giveRule(state, { amount }, await corporationContext(own(state), ctx, false));

export const upgradeCorporationBonusAction =
  (bonusType: CorporationBonusType): ActionRule<{ level: number; cost: number }> =>
  async (state, ctx) =>
    upgradeBonusRule(state, { bonusType }, await corporationContext(own(state), ctx, true));

export function createCorporation(
  db: Db,
  player: ActionPlayer,
  input: { name: string; description: string },
  now: Date,
): Promise<{ corporationId: string }> {
  return runPlayerAction(db, player, now, createCorporationAction(input));
}

export function joinCorporation(db: Db, player: ActionPlayer, corporationId: string, now: Date): Promise<null> {
  return runPlayerAction(db, player, now, joinCorporationAction(corporationId));
}

export function leaveCorporation(db: Db, player: ActionPlayer, now: Date): Promise<null> {
  return runPlayerAction(db, player, now, leaveCorporationAction);
}

/** A gift to the player's corporation's treasury (the chat's `give`). */
export function giveToCorporation(
  db: Db,
  player: ActionPlayer,
  amount: number,
  now: Date,
): Promise<{ givenToday: number }> {
  return runPlayerAction(db, player, now, giveToCorporationAction(amount));
}

export function upgradeCorporationBonus(
  db: Db,
  player: ActionPlayer,
  bonusType: CorporationBonusType,
  now: Date,
): Promise<{ level: number; cost: number }> {
  return runPlayerAction(db, player, now, upgradeCorporationBonusAction(bonusType));
}
