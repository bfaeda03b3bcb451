// Corporations through the data layer: founding, joining and leaving one, giving to its treasury, and what its PDG
// does (bonuses, description, handing the role over). The corporation's row is locked while an action counts its
// seats, spends its treasury or may dissolve it.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { foldText } from '../../db/text-folding';
import { runPlayerAction, type ActionPlayer, type ActionRule, type RunContext } from '../../orchestrator/action-runner';
import type { PlayerState } from '../../engine/player-state';
import { refuse, type ActionResult } from '../../engine/effects';
import { refusalError } from '../../lib/refusals';
import { loadCorporationView } from './corporations-queries';
import {
  createCorporation as createRule,
  joinCorporation as joinRule,
  leaveCorporation as leaveRule,
  type CorporationContext,
  type LeaveOutcome,
} from './corporations-rules';
import { describeCorporation as describeRule, transferCorporationRole as transferRule } from './leadership-rules';
import { type CorporationBonusType } from '../../engine/record-types';
import { corporations } from './corporations-schema';
import { giveToCorporation as giveRule, upgradeCorporationBonus as upgradeBonusRule } from './treasury-rules';

const nameTaken = refuse('CORPORATION_NAME_TAKEN', 'Ce nom de corporation est déjà pris.');

async function corporationContext(
  corporationId: string | null,
  ctx: RunContext,
  lock: boolean,
): Promise<RunContext & CorporationContext> {
  const corporation = corporationId ? await loadCorporationView(ctx.db, ctx.ruleSet, corporationId, { lock }) : null;
  return { ...ctx, corporation };
}

const own = (state: PlayerState) => state.corporation?.corporationId ?? null;

export const createCorporationAction =
  (input: { name: string; description: string }): ActionRule<{ corporationId: string }> =>
  async (state, ctx) => {
    // The engine checks the name's length; that it is free in the rule set (case and accents aside) is the
    // database's to say.
    const [taken] = await ctx.db
      .select({ id: corporations.id })
      .from(corporations)
      .where(
        and(
          eq(corporations.ruleSet, ctx.ruleSet),
          eq(corporations.searchName, foldText(input.name.trim())),
          isNull(corporations.dissolvedAt),
        ),
      );
    if (taken) return nameTaken;
    return createRule(state, input, ctx);
  };

export const joinCorporationAction =
  (corporationId: string): ActionRule<null> =>
  async (state, ctx) =>
    joinRule(state, { corporationId }, await corporationContext(corporationId, ctx, true));

export const leaveCorporationAction: ActionRule<LeaveOutcome> = async (state, ctx) =>
  leaveRule(state, {}, await corporationContext(own(state), ctx, true));

export const giveToCorporationAction = (amount: number) =>
  inOwnCorporation((state, ctx) => giveRule(state, { amount }, ctx), { lock: false });

export const upgradeCorporationBonusAction = (bonusType: CorporationBonusType) =>
  inOwnCorporation((state, ctx) => upgradeBonusRule(state, { bonusType }, ctx), { lock: true });

/**
 * `rule` about the player's own corporation, read (and locked, with `lock`) in the action's transaction; the outcome
 * also names that corporation, for the answer to show it as the action left it.
 */
function inOwnCorporation<O extends object | null>(
  rule: (state: PlayerState, ctx: RunContext & CorporationContext) => ActionResult<O>,
  { lock }: { lock: boolean },
): ActionRule<O & { corporationId: string }> {
  return async (state, ctx) => {
    const corporationId = own(state);
    const result = rule(state, await corporationContext(corporationId, ctx, lock));
    // (Accepted only for a member: corporationId is then the player's corporation.)
    return result.ok ? { ...result, outcome: { ...result.outcome, corporationId: corporationId ?? '' } } : result;
  };
}

/** True when `error` (or what it wraps) is the database refusing a second corporation of the same folded name. */
function isNameTaken(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === 'corporations_name' || cause.message.includes('corporations_name'))) {
      return true;
    }
  }
  return false;
}

export async function createCorporation(
  db: Db,
  player: ActionPlayer,
  input: { name: string; description: string },
  now: Date,
): Promise<{ corporationId: string }> {
  try {
    return await runPlayerAction(db, player, now, createCorporationAction(input));
  } catch (error) {
    // Another player founded the same name between the check and the insert: the unique index had the last word.
    if (isNameTaken(error)) throw refusalError(nameTaken);
    throw error;
  }
}

export function joinCorporation(db: Db, player: ActionPlayer, corporationId: string, now: Date): Promise<null> {
  return runPlayerAction(db, player, now, joinCorporationAction(corporationId));
}

export function leaveCorporation(db: Db, player: ActionPlayer, now: Date): Promise<LeaveOutcome> {
  return runPlayerAction(db, player, now, leaveCorporationAction);
}

/** A gift to the player's corporation's treasury. */
export function giveToCorporation(db: Db, player: ActionPlayer, amount: number, now: Date) {
  return runPlayerAction(db, player, now, giveToCorporationAction(amount));
}

export function upgradeCorporationBonus(db: Db, player: ActionPlayer, bonusType: CorporationBonusType, now: Date) {
  return runPlayerAction(db, player, now, upgradeCorporationBonusAction(bonusType));
}

export function describeCorporation(db: Db, player: ActionPlayer, description: string, now: Date) {
  return runPlayerAction(
    db,
    player,
    now,
    inOwnCorporation((state, ctx) => describeRule(state, { description }, ctx), { lock: false }),
  );
}

/** The PDG hands the role to the member `successor` (locked with the PDG's account). */
export function transferCorporationRole(
  db: Db,
  player: ActionPlayer,
  successor: { userId: string; userName: string },
  now: Date,
) {
  const rule = inOwnCorporation(
    (state, ctx) => {
      // The runner hands over the states of the other players only; naming oneself is refused by the rule.
      const successorState = successor.userId === player.userId ? state : ctx.others.get(successor.userId);
      return transferRule(
        state,
        { userName: successor.userName },
        { ...ctx, successor: successorState ? { userId: successor.userId, state: successorState } : null },
      );
    },
    { lock: false },
  );
  return runPlayerAction(db, player, now, (state, ctx) => rule(state, ctx), [successor.userId]);
}
