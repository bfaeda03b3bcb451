import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { ApiError } from '../../lib/api-error';
import { wasDissolved } from './corporations-queries';

/**
 * The 404 for a corporation id the rule set has no standing corporation of: one its last member dissolved says so,
 * any other is unknown.
 */
export async function missingCorporation(db: Db, id: string, ruleSet: RuleSet): Promise<ApiError> {
  return (await wasDissolved(db, id, ruleSet))
    ? new ApiError(404, 'CORPORATION_DISSOLVED', "Cette corporation n'existe plus")
    : new ApiError(404, 'CORPORATION_NOT_FOUND', "Cette corporation n'existe pas dans ce mode de jeu");
}
