import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import { jackpotStart } from './lucky-rules';
import { jackpots } from './lucky-schema';

/**
 * The rule set's jackpot (its starting amount before the first row exists). `lock` holds the row until the
 * transaction ends, so two winners cannot both take the same jackpot.
 */
export async function loadJackpot(db: Db, ruleSet: RuleSet, options: { lock?: boolean } = {}): Promise<number> {
  const query = db.select({ amount: jackpots.amount }).from(jackpots).where(eq(jackpots.ruleSet, ruleSet));
  const [row] = options.lock ? await query.for('update') : await query;
  return row?.amount ?? jackpotStart;
}
