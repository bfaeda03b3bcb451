// Corporations: players band together (at most 4 seats, 4 more per MEMBER_COUNT level), fill a treasury with
// ZUMonnaie and spend it on bonuses that help every member (more seats, bigger loots, better recycling).
import {
  accept,
  actionLog,
  checkCosts,
  makeEffects,
  refuse,
  type ActionContext,
  type ActionResult,
  type Effects,
} from '../../engine/effects';
import type { PlayerState } from '../../engine/player-state';
import { instantString } from '../../engine/world-rules';
import { type CorporationBonusType, type CorporationLogAction, type CorporationRole } from '../../engine/record-types';

export type CorporationBonusLevels = Partial<Record<CorporationBonusType, number>>;

/** ZUMonnaie the founder pays. */
export const corporationCreationCost = 10_000;
/** ZUMonnaie a member may give to the treasury per day. */
export const corporationDailyGiftLimit = 1_000;
/** Treasury cost of bonus levels 1 to 4. */
export const corporationBonusLevelCosts = [16_000, 40_000, 100_000, 250_000] as const;
export const corporationMaxBonusLevel = corporationBonusLevelCosts.length;
export const corporationBaseMemberLimit = 4;
export const corporationMembersPerLevel = 4;
/** Chosen: name length bounds. */
export const corporationNameLength = { min: 3, max: 32 } as const;

export function corporationMemberLimit(memberCountLevel: number): number {
  return corporationBaseMemberLimit + corporationMembersPerLevel * memberCountLevel;
}

/** RECYCLE_* bonuses add 1 + 2 + … + level percent: 1, 3, 6, 10. */
export function corporationRecycleBonusPercent(level: number): number {
  return (level * (level + 1)) / 2;
}

/** What the next level of a bonus costs the treasury; null at the top level. */
export function corporationBonusCost(currentLevel: number): number | null {
  return corporationBonusLevelCosts[currentLevel] ?? null;
}

/** The corporation an action is about, as shared rows hold it. */
export interface CorporationView {
  id: string;
  balance: number;
  bonuses: CorporationBonusLevels;
  memberCount: number;
}

export interface CorporationContext extends ActionContext {
  corporation: CorporationView | null;
}

export const notCorporationAdmin = (doing: string) => refuse('NOT_CORPORATION_ADMIN', `Seul le PDG peut ${doing}.`);
export const notInCorporation = refuse('NOT_IN_CORPORATION', "Tu ne fais partie d'aucune corporation.");
const alreadyInCorporation = refuse('ALREADY_IN_CORPORATION', "Tu fais déjà partie d'une corporation.");
export const corporationNotFound = refuse('CORPORATION_NOT_FOUND', "Cette corporation n'existe pas.");

export function corporationLog(
  ctx: ActionContext,
  corporationId: string,
  action: CorporationLogAction,
  amount: number | null = null,
  bonusType: CorporationBonusType | null = null,
): Effects['records'][number] {
  return { kind: 'corporationLog', at: instantString(ctx.now), corporationId, action, amount, bonusType };
}

export function membershipRecord(
  ctx: ActionContext,
  corporationId: string,
  role: CorporationRole,
  event: 'JOIN' | 'LEAVE' | 'ROLE',
): Effects['records'][number] {
  return { kind: 'corporationMembership', at: instantString(ctx.now), corporationId, role, event };
}

export function createCorporation(
  state: PlayerState,
  input: { name: string; description: string },
  ctx: ActionContext,
): ActionResult<{ corporationId: string }> {
  if (state.corporation) return alreadyInCorporation;
  const name = input.name.trim();
  if (name.length < corporationNameLength.min || name.length > corporationNameLength.max) {
    return refuse('INVALID_CORPORATION_NAME', 'Le nom doit compter entre 3 et 32 caractères.');
  }
  const refusal = checkCosts(state.currencies, { balance: corporationCreationCost });
  if (refusal) return refusal;
  const corporationId = ctx.prng.uuid();
  const at = instantString(ctx.now);
  const outcome = { corporationId };
  return accept(
    makeEffects({
      currencies: { balance: -corporationCreationCost },
      records: [
        { kind: 'corporationCreated', at, corporationId, name, description: input.description.trim() },
        membershipRecord(ctx, corporationId, 'ADMIN', 'JOIN'),
        corporationLog(ctx, corporationId, 'CREATE', corporationCreationCost),
        actionLog('CORPORATION_CREATE', ctx, input, outcome),
      ],
      shared: [{ kind: 'corporationMemberCount', corporationId, delta: 1 }],
    }),
    outcome,
  );
}

export function joinCorporation(
  state: PlayerState,
  input: { corporationId: string },
  ctx: CorporationContext,
): ActionResult {
  const corporation = ctx.corporation;
  if (!corporation || corporation.id !== input.corporationId) return corporationNotFound;
  if (state.corporation) return alreadyInCorporation;
  if (corporation.memberCount >= corporationMemberLimit(corporation.bonuses.MEMBER_COUNT ?? 0)) {
    return refuse('CORPORATION_FULL', 'Cette corporation est complète.');
  }
  return accept(
    makeEffects({
      records: [
        membershipRecord(ctx, corporation.id, 'MEMBER', 'JOIN'),
        corporationLog(ctx, corporation.id, 'JOIN'),
        actionLog('CORPORATION_JOIN', ctx, input, {}),
      ],
      shared: [{ kind: 'corporationMemberCount', corporationId: corporation.id, delta: 1 }],
    }),
    null,
  );
}

/** What became of the corporation the player left. */
export interface LeaveOutcome {
  corporationId: string;
  dissolved: boolean;
}

/**
 * A PDG (ADMIN) hands the role to another member before leaving, unless they are the last member: the last member
 * leaving dissolves the corporation, whose log stays.
 */
export function leaveCorporation(
  state: PlayerState,
  _input: object,
  ctx: CorporationContext,
): ActionResult<LeaveOutcome> {
  const membership = state.corporation;
  if (!membership) return notInCorporation;
  const corporation = ctx.corporation;
  if (!corporation || corporation.id !== membership.corporationId) return corporationNotFound;
  const dissolved = corporation.memberCount <= 1;
  if (membership.role === 'ADMIN' && !dissolved) {
    return refuse(
      'ADMIN_MUST_TRANSFER',
      "Tu es le PDG : transmets d'abord ton rôle à un autre membre avant de quitter la corporation.",
    );
  }
  const outcome = { corporationId: corporation.id, dissolved };
  return accept(
    makeEffects({
      records: [
        membershipRecord(ctx, corporation.id, membership.role, 'LEAVE'),
        corporationLog(ctx, corporation.id, 'LEAVE'),
        actionLog('CORPORATION_LEAVE', ctx, {}, outcome),
      ],
      shared: [
        { kind: 'corporationMemberCount', corporationId: corporation.id, delta: -1 },
        ...(dissolved ? [{ kind: 'corporationDissolved' as const, corporationId: corporation.id }] : []),
      ],
    }),
    outcome,
  );
}
