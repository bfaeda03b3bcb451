import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { type Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { type RuleSet } from '../../engine/rule-sets';
import { fromJsonTimestamp } from '../../lib/json-timestamp';
import { keptAnswerProbe } from '../../lib/kept-answers';
import { type CorporationBonusLevels, type CorporationView } from './corporations-rules';
import { corporationBonusTypes, type CorporationLogAction } from '../../engine/record-types';
import { corporationBonuses, corporationLogs, corporationMembers, corporations } from './corporations-schema';

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
    .where(and(eq(corporations.ruleSet, ruleSet), isNull(corporations.dissolvedAt)));
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
    .where(
      and(eq(corporations.id, corporationId), eq(corporations.ruleSet, ruleSet), isNull(corporations.dissolvedAt)),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  const [members] = await db
    .select({ count: count() })
    .from(corporationMembers)
    .where(eq(corporationMembers.corporationId, corporationId));
  return { ...row, bonuses: await loadCorporationBonusLevels(db, corporationId), memberCount: members?.count ?? 0 };
}

/** The corporation of the `id` and `ruleSet` placeholders, unless dissolved. */
const standing = and(
  eq(corporations.id, sql.placeholder('id')),
  eq(corporations.ruleSet, sql.placeholder('ruleSet')),
  isNull(corporations.dissolvedAt),
);

/** Whether the rule set had a corporation of that id, dissolved since (its page then says so). */
export async function wasDissolved(db: Db, id: string, ruleSet: RuleSet): Promise<boolean> {
  const [row] = await db
    .select({ id: corporations.id })
    .from(corporations)
    .where(and(eq(corporations.id, id), eq(corporations.ruleSet, ruleSet), isNotNull(corporations.dissolvedAt)));
  return row !== undefined;
}

/** The version of a corporation's detail (see corporationVersionQuery). */
const detailVersion = sql<string>`concat_ws(':', ${corporations}.xmin,
  (select string_agg(concat_ws('/', u.xmin, a.xmin), ',' order by m.user_id)
     from corporation_members m
     join users u on u.id = m.user_id
     left join player_accounts a on a.user_id = m.user_id and a.rule_set = m.rule_set
     where m.corporation_id = corporations.id),
  (select concat_ws('/', w.today, w.xmin) from world_clock w where w.id = 1))`;

/**
 * A corporation's id with the version of its public detail, in one prepared statement: the `xmin` of the
 * corporation's row (every gift, upgrade, join and leave moves its treasury or member count in the transaction that
 * writes the gift, bonus, member and log rows), of each member's user and account rows (names, banners and the
 * active flag), and the world's date (the day's gifts). Undefined for an unknown id or another rule set's.
 */
const corporationVersionQuery = preparedQuery((db) => corporationVersionSelect(db, {}).prepare('corporation_version'));

function corporationVersionSelect<Extra extends SelectedFields>(db: Db, extra: Extra) {
  return db
    .select({ id: corporations.id, version: detailVersion, ...extra })
    .from(corporations)
    .where(standing);
}

/** The route under which a corporation's detail is kept in the database (see kept-answers.ts). */
export const corporationDetailRoute = 'corporation';

/**
 * corporationVersionQuery with the detail kept in the database for the corporation (null when none is): one more
 * probe, of the kept answers' primary key, in the same statement.
 */
const corporationVersionKeptQuery = preparedQuery((db) =>
  corporationVersionSelect(db, {
    // (Qualified: a column of the only table selected from is written unqualified, and the probe has its own.)
    kept: keptAnswerProbe(
      sql`${corporations}.rule_set`,
      sql`${corporations}.id::text`,
      sql`${corporationDetailRoute}::text`,
    ),
  }).prepare('corporation_version_kept'),
);

export async function findCorporationVersionKept(db: Db, id: string, ruleSet: RuleSet) {
  const [row] = await corporationVersionKeptQuery(db).execute({ id, ruleSet });
  return row;
}

export async function findCorporationVersion(db: Db, id: string, ruleSet: RuleSet) {
  const [row] = await corporationVersionQuery(db).execute({ id, ruleSet });
  return row;
}

// A player as a corporation's members and log show one, probed by primary keys from `userId` (a join of the
// members to the users may be planned as a hash of every player).
const corporationUserJson = (userId: string) =>
  `(select json_build_object('id', u.id, 'discordId', u.discord_id, 'discordUserName', u.discord_user_name,
      'discordGlobalName', u.discord_global_name, 'discordAvatar', u.discord_avatar,
      'lastActiveDate', (select a.last_active_date from player_accounts a
        where a.user_id = u.id and a.rule_set = corporations.rule_set))
    from users u where u.id = ${userId})`;

/**
 * The latest entries of the corporation's log, read once for the entries and for the players they name: an
 * index-only scan of corporation_logs_corporation, whose keys hold every column shown.
 */
const recentLogs = (db: Db) =>
  db.$with('recent_logs').as(
    db
      .select({
        id: corporationLogs.id,
        at: corporationLogs.at,
        action: corporationLogs.action,
        amount: corporationLogs.amount,
        userId: corporationLogs.userId,
      })
      .from(corporationLogs)
      .where(eq(corporationLogs.corporationId, sql.placeholder('id')))
      .orderBy(desc(corporationLogs.at), desc(corporationLogs.id))
      .limit(corporationLogLimit),
  );

/**
 * A corporation's whole detail in ONE prepared statement: its row and version (as corporationVersionQuery), the
 * world's date, its bonuses (primary key), its members (corporation_members_corporation), each giver's gifts in all
 * and on the world's date (an index-only scan of corporation_gifts_member), the latest entries of its log, and once
 * each the players its members and entries name (a hundred entries name a dozen players: primary keys), built into
 * JSON by PostgreSQL. `fallbackToday` is the world's date before any seed ran (see readWorldDate).
 */
const corporationDetailQuery = preparedQuery((db) => {
  const recent = recentLogs(db);
  const today = sql`coalesce((select w.today from world_clock w where w.id = 1), ${sql.placeholder('fallbackToday')}::date)`;
  return db
    .with(recent)
    .select({
      corporation: corporations,
      version: detailVersion,
      today: sql<string>`${today}::text`,
      bonuses: sql<{ type: string; level: number }[] | null>`(select json_agg(json_build_object('type', b.type,
          'level', b.level))
        from corporation_bonuses b where b.corporation_id = corporations.id)`,
      members: sql<MemberJson[] | null>`(select json_agg(json_build_object('role', m.role,
          'joinedDate', m.joined_date, 'userId', m.user_id)
          order by m.role, m.joined_date,
            (select u.discord_user_name from users u where u.id = m.user_id))
        from corporation_members m where m.corporation_id = corporations.id)`,
      gifts: sql<{ userId: string; total: number; today: number }[] | null>`(select json_agg(json_build_object(
          'userId', g.user_id, 'total', g.total, 'today', g.today))
        from (select x.user_id, sum(x.amount)::int as total,
                coalesce(sum(x.amount) filter (where x.date = ${today}), 0)::int as today
              from corporation_gifts x where x.corporation_id = corporations.id
              group by x.user_id) g)`,
      logs: sql<LogJson[] | null>`(select json_agg(json_build_object('action', l.action, 'amount', l.amount,
          'at', l.at, 'userId', l.user_id) order by l.at desc, l.id desc)
        from ${recent} l)`,
      people: sql<CorporationUserJson[] | null>`(select json_agg(${sql.raw(corporationUserJson('named.user_id'))})
        from (select m.user_id from corporation_members m where m.corporation_id = corporations.id
              union select l.user_id from ${recent} l) named)`,
    })
    .from(corporations)
    .where(standing)
    .prepare('corporation_detail');
});

interface CorporationUserJson {
  id: string;
  discordId: string;
  discordUserName: string;
  discordGlobalName: string | null;
  discordAvatar: string;
  lastActiveDate: string | null;
}
interface MemberJson {
  role: 'ADMIN' | 'MEMBER';
  joinedDate: string;
  userId: string;
}
interface LogJson {
  action: CorporationLogAction;
  amount: number | null;
  at: string;
  userId: string;
}

const fromUserJson = (user: CorporationUserJson) => ({
  user: {
    id: user.id,
    discordId: user.discordId,
    discordUserName: user.discordUserName,
    discordGlobalName: user.discordGlobalName,
    discordAvatar: user.discordAvatar,
  },
  lastActiveDate: user.lastActiveDate === null ? null : fromJsonTimestamp(user.lastActiveDate),
});

/**
 * A corporation of the rule set with the version of its detail and everything the detail shows (see
 * toCorporationDetail), in one statement; undefined for an unknown id or another rule set's.
 */
export type CorporationDetailRows = NonNullable<Awaited<ReturnType<typeof findCorporationDetail>>>;

export async function findCorporationDetail(db: Db, id: string, ruleSet: RuleSet, fallbackToday: string) {
  const [row] = await corporationDetailQuery(db).execute({ id, ruleSet, fallbackToday });
  if (!row) return undefined;
  const people = new Map((row.people ?? []).map((person) => [person.id, fromUserJson(person)]));
  // Every member and entry names a player who exists (foreign keys), read in the same snapshot.
  const named = <T extends { userId: string }>(rows: T[] | null) =>
    (rows ?? []).flatMap((entry) => {
      const person = people.get(entry.userId);
      return person ? [{ entry, ...person }] : [];
    });
  return {
    corporation: row.corporation,
    version: row.version,
    today: row.today,
    bonuses: row.bonuses ?? [],
    members: named(row.members).map(({ entry: { role, joinedDate }, ...person }) => ({
      member: { role, joinedDate: fromJsonTimestamp(joinedDate) },
      ...person,
    })),
    gifts: row.gifts ?? [],
    logs: named(row.logs).map(({ entry: { action, amount, at }, ...person }) => ({
      log: { action, amount, at: fromJsonTimestamp(at) },
      ...person,
    })),
  };
}
