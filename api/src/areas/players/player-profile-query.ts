import { eq, sql } from 'drizzle-orm';
import { leaderboardTypes, type LeaderboardType } from '@zu/shared-contract';
import { preparedQuery } from '../../db/prepared';
import { fromJsonTimestamp } from '../../lib/json-timestamp';
import { users } from './players-schema';

const userId = sql.placeholder('userId');
const ruleSet = sql.placeholder('ruleSet');
const today = sql.placeholder('today');

/**
 * Everything a profile shows besides the player's lookup, in one statement: each part a subquery of index probes by
 * the player's id (primary keys or `(user_id, rule_set, …)` indexes), built into JSON by PostgreSQL. A profile made
 * from nothing costs the lookup and this, instead of a dozen statements each taking a pooled connection.
 */
export const profileQuery = preparedQuery((db) =>
  db
    .select({
      // Each table keyed by another's column is probed by a scalar subquery (never turned into a join that may read
      // the whole table): every part stays a few index probes whatever the size of the tables.
      banner: sql<BannerJson | null>`(select json_build_object('id', ub.id, 'date', ub.date,
          'banner', (select json_build_object('id', b.id, 'name', b.name, 'title', b.title)
            from banners b where b.id = ub.banner_id))
        from user_banners ub
        where ub.user_id = ${userId} and ub.rule_set = ${ruleSet} and ub.banner_id = ${sql.placeholder('bannerId')})`,
      membership: sql<MembershipJson | null>`(select json_build_object('role', m.role, 'joinedDate', m.joined_date,
          'corporation', (select json_build_object('id', c.id, 'name', c.name, 'description', c.description,
              'balance', c.balance, 'createdDate', c.created_date, 'modifiedDate', c.modified_date)
            from corporations c where c.id = m.corporation_id))
        from corporation_members m
        where m.user_id = ${userId} and m.rule_set = ${ruleSet})`,
      summary: sql<SummaryJson | null>`(select json_build_object('inventoryCount', s.inventory_count,
          'inventoryUniqueCount', s.inventory_unique_count,
          'inventoryUniqueGoldenCount', s.inventory_unique_golden_count,
          'inventoryUniqueUpgradableCount', s.inventory_unique_upgradable_count,
          'inventoryUniqueGoldenUpgradableCount', s.inventory_unique_golden_upgradable_count,
          'effects', s.effects)
        from player_summaries s where s.user_id = ${userId} and s.rule_set = ${ruleSet})`,
      counters: sql<CountersJson | null>`(select json_build_object('luckyCount', pc.lucky_count,
          'tradeCount', pc.trade_count, 'achievementCount', pc.achievement_count,
          'challengeCount', pc.challenge_count, 'subscriptionCount', pc.subscription_count)
        from player_counters pc where pc.user_id = ${userId} and pc.rule_set = ${ruleSet})`,
      daily: sql<Record<string, number> | null>`(select json_object_agg(d.counter, d.value)
        from player_daily_counters d
        where d.user_id = ${userId} and d.rule_set = ${ruleSet} and d.date = ${today})`,
      subscription: sql<SubscriptionJson | null>`(select json_build_object('beginDate', s.begin_date,
          'endDate', s.end_date)
        from subscriptions s
        where s.user_id = ${userId} and s.rule_set = ${ruleSet} and s.end_date >= ${today}
        order by s.end_date desc limit 1)`,
      // A player is on a leaderboard once ranked: the score and position of the last rebuild of the positions, as
      // the board's pages show them (a new entry has none until the next rebuild).
      leaderboards: sql<LeaderboardJson[] | null>`(select json_agg(json_build_object('type', p.type,
          'score', p.score, 'position', p.position, 'data', coalesce(p.data, '{}'::jsonb)))
        from leaderboard_positions p
        where p.user_id = ${userId} and p.rule_set = ${ruleSet})`,
      // Joined once (a probe of the small period table per completed challenge was a scan of it each time).
      challengeSeasons: sql<number>`(select count(distinct pc.period_id)::int
        from player_challenges c join period_challenges pc on pc.id = c.period_challenge_id
        where c.user_id = ${userId} and c.rule_set = ${ruleSet} and c.completed_date is not null)`,
      achievementTotal: sql<number>`(select count(*)::int from achievements)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('player_profile'),
);

interface BannerJson {
  id: string;
  date: string;
  banner: { id: string; name: string; title: string };
}
interface MembershipJson {
  role: 'ADMIN' | 'MEMBER';
  joinedDate: string;
  corporation: {
    id: string;
    name: string;
    description: string;
    balance: number;
    createdDate: string;
    modifiedDate: string;
  };
}
interface SummaryJson {
  inventoryCount: number;
  inventoryUniqueCount: number;
  inventoryUniqueGoldenCount: number;
  inventoryUniqueUpgradableCount: number;
  inventoryUniqueGoldenUpgradableCount: number;
  effects: string[];
}
interface CountersJson {
  luckyCount: number;
  tradeCount: number;
  achievementCount: number;
  challengeCount: number;
  subscriptionCount: number;
}
interface SubscriptionJson {
  beginDate: string;
  endDate: string;
}
interface LeaderboardJson {
  type: LeaderboardType;
  score: number;
  position: number;
  data: Record<string, number>;
}

const leaderboardOrder = new Map<string, number>(leaderboardTypes.map((type, index) => [type, index]));

type ProfileRow = Awaited<ReturnType<ReturnType<typeof profileQuery>['execute']>>[number];

/** What a profile shows of the player found (see toPlayerProfile), from profileQuery's row; undefined if the player
 * is gone meanwhile. */
export function profilePartsOf(row: ProfileRow | undefined) {
  if (!row) return undefined;
  const { banner, membership } = row;
  return {
    banner: banner
      ? { banner: banner.banner, userBanner: { id: banner.id, date: fromJsonTimestamp(banner.date) } }
      : undefined,
    membership: membership
      ? {
          member: { role: membership.role, joinedDate: fromJsonTimestamp(membership.joinedDate) },
          corporation: {
            ...membership.corporation,
            createdDate: fromJsonTimestamp(membership.corporation.createdDate),
            modifiedDate: fromJsonTimestamp(membership.corporation.modifiedDate),
          },
        }
      : undefined,
    summary: row.summary ?? undefined,
    counters: row.counters ?? undefined,
    daily: row.daily ?? {},
    subscription: row.subscription ?? undefined,
    // In the leaderboards' own order, whatever order the index gave them in.
    leaderboards: (row.leaderboards ?? []).sort(
      (a, b) => (leaderboardOrder.get(a.type) ?? 0) - (leaderboardOrder.get(b.type) ?? 0),
    ),
    challengeSeasons: Number(row.challengeSeasons ?? 0),
    achievementTotal: Number(row.achievementTotal ?? 0),
  };
}

export type ProfileParts = NonNullable<ReturnType<typeof profilePartsOf>>;
