import { and, eq } from 'drizzle-orm';
import { playerAccounts } from '../../src/areas/players/players-schema';
import type { RuleSet } from '../../src/engine/rule-sets';
import type { Db } from '../../src/db/client';

/** A player's ZUMonnaie in one rule set, read from the database; undefined when they have no account there. */
export async function balanceOf(db: Db, who: { userId: string; ruleSet: RuleSet }): Promise<number | undefined> {
  const [account] = await db
    .select({ balance: playerAccounts.balance })
    .from(playerAccounts)
    .where(and(eq(playerAccounts.userId, who.userId), eq(playerAccounts.ruleSet, who.ruleSet)));
  return account?.balance;
}
