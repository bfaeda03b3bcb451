import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../db/rule-sets';
import { corporationBonusTypes, type CorporationBonusLevels, type CorporationView } from './corporations-rules';
import { corporationBonuses, corporationMembers, corporations } from './corporations-schema';

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

/** Bonus levels of a corporation (no corporation: none). */
export async function loadCorporationBonusLevels(
  db: Db,
  corporationId: string | null,
): Promise<CorporationBonusLevels> {
  if (!corporationId) return {};
  const rows = await db
    .select({ type: corporationBonuses.type, level: corporationBonuses.level })
    .from(corporationBonuses)
    .where(eq(corporationBonuses.corporationId, corporationId));
  const levels: CorporationBonusLevels = {};
  for (const row of rows) if (corporationBonusTypes.includes(row.type)) levels[row.type] = row.level;
  return levels;
}

/**
 * A corporation as the rules read it. `lock` holds its row for the rest of the transaction, so two players joining
 * at once count the seats one after the other.
 */
export async function loadCorporationView(
  db: Db,
  ruleSet: RuleSet,
  corporationId: string,
  options: { lock?: boolean } = {},
): Promise<CorporationView | null> {
  const query = db
    .select({ id: corporations.id, balance: corporations.balance })
    .from(corporations)
    .where(and(eq(corporations.id, corporationId), eq(corporations.ruleSet, ruleSet)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  const [members] = await db
    .select({ count: count() })
    .from(corporationMembers)
    .where(eq(corporationMembers.corporationId, corporationId));
  return { ...row, bonuses: await loadCorporationBonusLevels(db, corporationId), memberCount: members?.count ?? 0 };
}
