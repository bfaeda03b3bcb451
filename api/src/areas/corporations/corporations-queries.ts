import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import { corporationMembers, corporations } from './corporations-schema';

const byFrenchName = new Intl.Collator('fr', { sensitivity: 'base' });

/** The rule set's corporations with their member counts, by name in French order. */
export async function listCorporations(db: Db, ruleSet: RuleSet) {
  const rows = await db
    .select({ corporation: corporations, members: count(corporationMembers.userId) })
    .from(corporations)
    .leftJoin(corporationMembers, eq(corporationMembers.corporationId, corporations.id))
    .where(eq(corporations.ruleSet, ruleSet))
    .groupBy(corporations.id);
  // Sorted here, in French: PGlite and PostgreSQL may not share a collation.
  return rows.sort((a, b) => byFrenchName.compare(a.corporation.name, b.corporation.name));
}
