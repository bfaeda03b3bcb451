// How the data layer refuses: the engine's refusal (its code and French message) as a 400 the routes serialise as
// they are, whether the rule refused or a guarded update found the state no longer allows the action.
import type { RuleSet } from '../engine/rule-sets';
import { ApiError } from './api-error';
import type { Refusal } from '../engine/effects';

export function refusalError(refusal: Refusal): ApiError {
  return new ApiError(400, refusal.code, refusal.message);
}

export function accountNotFound(ruleSet: RuleSet): ApiError {
  const message = ruleSet === 'HARDCORE' ? "Ce joueur n'a pas de compte hardcore." : "Ce joueur n'a pas de compte.";
  return new ApiError(404, 'ACCOUNT_NOT_FOUND', message);
}
