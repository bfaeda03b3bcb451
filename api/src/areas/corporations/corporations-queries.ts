import { and, count, eq, asc, desc, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { type RuleSet } from '../../db/rule-sets';
import { corporationBonusTypes, type CorporationBonusLevels, type CorporationView } from './corporations-rules';
import {
  corporationBonuses,
  corporationMembers,
  corporations,
  corporationGifts,
  corporationLogs,
} from './corporations-schema';
import { playerAccounts, users } from '../players/players-schema';

const byFrenchName = new Intl.Collator('fr', { sensitivity: 'base' });

/** The latest entries of a corporation's log a detail shows. */
export const corporationLogLimit = 100;

// Per corporation, through the corporation_members_corporation index and the corporation_bonuses primary key.
const memberCount = sql<number>`(select count(*) from ${corporationMembers} where ${corporationMembers.corporationId} = ${corporations.id})::int`;
const bonusLevels = sql<number>`(select coalesce(sum(${corporationBonuses.level}), 0) from ${corporationBonuses} where ${corporationBonuses.corporationId} = ${corporations.id})::int`;
const memberCountLevel = sql<number>`(select coalesce(max(${corporationBonuses.level}), 0) from ${corporationBonuses} where ${corporationBonuses.corporationId} = ${corporations.id} and ${corporationBonuses.type} = 'MEMBER_COUNT')::int`;

/** The rule set's corporations with their member counts and bonus levels, by name in French order. */
export async function listCorporations(db: Db, ruleSet: RuleSet) {
  const rows = await db
    .select({ corporation: corporations, members: memberCount, bonusLevels, memberCountLevel })
    .from(corporations)
    .where(eq(corporations.ruleSet, ruleSet));
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

/** A corporation of the rule set (another rule set's corporation is not found). */
/**
 * A corporation's row with the version of its public detail, in one prepared statement: the `xmin` of the
 * corporation's row (every gift, upgrade, join and leave moves its treasury or member count in the transaction that
 * writes the gift, bonus, member and log rows), of each member's user and account rows (names, banners and the
 * active flag), and the world's date (the day's gifts). Undefined for an unknown id or another rule set's.
 */
const corporationVersionQuery = preparedQuery((db) =>
  db
    .select({
      corporation: corporations,
      version: sql<string>`concat_ws(':', ${corporations}.xmin,
        (select string_agg(concat_ws('/', u.xmin, a.xmin), ',' order by m.user_id)
           from corporation_members m
           join users u on u.id = m.user_id
           left join player_accounts a on a.user_id = m.user_id and a.rule_set = m.rule_set
           where m.corporation_id = corporations.id),
        (select concat_ws('/', w.today, w.xmin) from world_clock w where w.id = 1))`,
    })
    .from(corporations)
    .where(and(eq(corporations.id, sql.placeholder('id')), eq(corporations.ruleSet, sql.placeholder('ruleSet'))))
    .prepare('corporation_version'),
);

export async function findCorporationVersion(db: Db, id: string, ruleSet: RuleSet) {
  const [row] = await corporationVersionQuery(db).execute({ id, ruleSet });
  return row;
}

export async function corporationBonusRows(db: Db, corporationId: string) {
  return db.select().from(corporationBonuses).where(eq(corporationBonuses.corporationId, corporationId));
}

/** The members with their players and accounts (for the active flag), the PDG first, then by joining date. */
export async function corporationMemberRows(db: Db, corporationId: string) {
  return db
    .select({ member: corporationMembers, user: users, lastActiveDate: playerAccounts.lastActiveDate })
    .from(corporationMembers)
    .innerJoin(users, eq(users.id, corporationMembers.userId))
    .leftJoin(
      playerAccounts,
      and(eq(playerAccounts.userId, corporationMembers.userId), eq(playerAccounts.ruleSet, corporationMembers.ruleSet)),
    )
    .where(eq(corporationMembers.corporationId, corporationId))
    .orderBy(asc(corporationMembers.role), asc(corporationMembers.joinedDate), asc(users.discordUserName));
}

/** Each giver's gifts to the corporation: in all, and on `today` (corporation_gifts_member index). */
export async function corporationGiftRows(db: Db, corporationId: string, today: string) {
  return db
    .select({
      userId: corporationGifts.userId,
      total: sql<number>`sum(${corporationGifts.amount})::int`,
      today: sql<number>`coalesce(sum(${corporationGifts.amount}) filter (where ${corporationGifts.date} = ${today}), 0)::int`,
    })
    .from(corporationGifts)
    .where(eq(corporationGifts.corporationId, corporationId))
    .groupBy(corporationGifts.userId);
}

/** The latest entries of the log, newest first (corporation_logs_corporation index), with their players. */
export async function corporationLogRows(db: Db, corporation: { id: string; ruleSet: RuleSet }) {
  return db
    .select({ log: corporationLogs, user: users, lastActiveDate: playerAccounts.lastActiveDate })
    .from(corporationLogs)
    .innerJoin(users, eq(users.id, corporationLogs.userId))
    .leftJoin(
      playerAccounts,
      and(eq(playerAccounts.userId, corporationLogs.userId), eq(playerAccounts.ruleSet, corporation.ruleSet)),
    )
    .where(eq(corporationLogs.corporationId, corporation.id))
    .orderBy(desc(corporationLogs.at), desc(corporationLogs.id))
    .limit(corporationLogLimit);
}
