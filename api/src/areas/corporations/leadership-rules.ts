// What only the PDG (ADMIN) of a corporation does besides buying bonuses: rewrite its description and hand the role
// over to another member (the former PDG stays, as a member).
import { accept, actionLog, makeEffects, refuse, type ActionResult } from '../../engine/effects';
import type { PlayerState } from '../../engine/player-state';
import { instantString } from '../../engine/world-rules';
import {
  corporationLog,
  corporationNotFound,
  membershipRecord,
  notCorporationAdmin,
  notInCorporation,
  type CorporationContext,
} from './corporations-rules';

/** The player's corporation when they are its PDG, or the refusal. */
function ownCorporation(state: PlayerState, ctx: CorporationContext, doing: string) {
  const membership = state.corporation;
  if (!membership) return notInCorporation;
  const corporation = ctx.corporation;
  if (!corporation || corporation.id !== membership.corporationId) return corporationNotFound;
  if (membership.role !== 'ADMIN') return notCorporationAdmin(doing);
  return corporation;
}

export function describeCorporation(
  state: PlayerState,
  input: { description: string },
  ctx: CorporationContext,
): ActionResult {
  const corporation = ownCorporation(state, ctx, 'modifier la description');
  if ('ok' in corporation) return corporation;
  const description = input.description.trim();
  return accept(
    makeEffects({
      records: [
        { kind: 'corporationDescribed', at: instantString(ctx.now), corporationId: corporation.id, description },
        actionLog('CORPORATION_EDIT', ctx, { description }, {}),
      ],
    }),
    null,
  );
}

/** The member the PDG names, as the action found them (null: no such player in the rule set). */
export interface Successor {
  userId: string;
  state: PlayerState;
}

/**
 * The PDG hands the role to `successor`, who must be another member. The log's TRANSFER entry names the new PDG (the
 * former one is the PDG the log showed before).
 */
export function transferCorporationRole(
  state: PlayerState,
  input: { userName: string },
  ctx: CorporationContext & { successor: Successor | null },
): ActionResult {
  const corporation = ownCorporation(state, ctx, 'transmettre son rôle');
  if ('ok' in corporation) return corporation;
  const { successor } = ctx;
  if (!successor || successor.state.corporation?.corporationId !== corporation.id) {
    return refuse('NOT_CORPORATION_MEMBER', "Ce joueur n'est pas membre de ta corporation.");
  }
  if (successor.state.corporation.role === 'ADMIN') {
    return refuse('ALREADY_CORPORATION_ADMIN', 'Tu es déjà le PDG de ta corporation.');
  }
  return accept(
    makeEffects({
      records: [
        membershipRecord(ctx, corporation.id, 'MEMBER', 'ROLE'),
        actionLog('CORPORATION_TRANSFER', ctx, input, {}),
      ],
    }),
    null,
    [
      {
        userId: successor.userId,
        effects: makeEffects({
          records: [
            membershipRecord(ctx, corporation.id, 'ADMIN', 'ROLE'),
            corporationLog(ctx, corporation.id, 'TRANSFER'),
          ],
        }),
      },
    ],
  );
}
