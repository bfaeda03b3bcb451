import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { ApiError } from '../../lib/api-error';
import { requireUser } from '../../plugins/authentication';
import { accountNotFound } from '../../lib/refusals';
import { findPlayerAccount, type PlayerAccountRow } from './players-queries';

/** The refusal of every per-player route when the name is unknown, or has no account in the rule set. */
export const userNotFound = () => new ApiError(404, 'USER_NOT_FOUND', "Ce joueur n'existe pas");

/**
 * The player a per-player route names in its path, in the request's rule set: matched without regard to case, a
 * trailing `#0` ignored, a doubly encoded name decoded. A 404 USER_NOT_FOUND otherwise.
 */
export async function requirePlayer(db: Db, userName: string, ruleSet: RuleSet): Promise<PlayerAccountRow> {
  const row = await findPlayerAccount(db, userName, ruleSet);
  if (!row) throw userNotFound();
  return row;
}

/**
 * The signed-in player's own account in the request's rule set: the token says who (401 without one), and a
 * player who never played this rule set has no account to act on (404 ACCOUNT_NOT_FOUND).
 */
export async function requireSignedInPlayer(
  db: Db,
  request: { userName: string | undefined; ruleSet: RuleSet },
): Promise<PlayerAccountRow> {
  const row = await findPlayerAccount(db, requireUser(request), request.ruleSet);
  if (!row) throw accountNotFound(request.ruleSet);
  return row;
}

/** The signed-in player as the actions take them: their user id in the request's rule set. */
export async function requireActingPlayer(
  db: Db,
  request: { userName: string | undefined; ruleSet: RuleSet },
): Promise<{ userId: string; ruleSet: RuleSet }> {
  const { user } = await requireSignedInPlayer(db, request);
  return { userId: user.id, ruleSet: request.ruleSet };
}
