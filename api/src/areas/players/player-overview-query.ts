import { eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared';
import type { RuleSet } from '../../engine/rule-sets';
import { fromJsonTimestamp } from '../../lib/json-timestamp';
import { users, type OwnedCount } from './players-schema';

const userId = sql.placeholder('userId');
const ruleSet = sql.placeholder('ruleSet');

/**
 * Everything an overview shows of a player, in one statement of index probes by the player's id (the summary's,
 * the counters' and the season stat's primary keys, pins_user, invocations_user, tower_seasons_dates,
 * tower_attempts_user), built into JSON by PostgreSQL. The cards come back as ids: their rows are the catalogue's,
 * kept in the process (loadItemRowsById).
 */
export const overviewQuery = preparedQuery((db) =>
  db
    .select({
      // Kept counted by every action (player_summaries), not counted here over the whole inventory.
      owned: sql<OwnedCount[] | null>`(select ps.owned_counts from player_summaries ps
        where ps.user_id = ${userId} and ps.rule_set = ${ruleSet})`,
      pins: sql<PinJson[] | null>`(select json_agg(json_build_object('date', p.date, 'id', i.id,
          'itemId', i.item_id, 'shinyLevel', i.shiny_level, 'upgradeLevel', i.upgrade_level, 'quantity', i.quantity,
          'recycle', case when r.rarity is null then null else json_build_object('rarity', r.rarity,
            'shinyLevel', r.shiny_level, 'craftValue', r.craft_value, 'recycleValue', r.recycle_value) end)
          order by p.position)
        from pins p
        join inventories i on i.id = p.inventory_id
        join items it on it.id = i.item_id
        left join recycle_config r on r.rarity = it.rarity and r.shiny_level = i.shiny_level
        where p.user_id = ${userId} and p.rule_set = ${ruleSet})`,
      best: sql<InvocationJson[] | null>`(select json_agg(json_build_object('itemId', b.item_id,
          'shinyLevel', b.shiny_level, 'at', b.at, 'isPity', b.is_pity, 'kind', b.kind)
          order by b.rarity desc, b.shiny_level desc, b.at desc)
        from (select v.item_id, v.rarity, v.shiny_level, v.at, v.is_pity, v.kind
              from invocations v
              where v.user_id = ${userId} and v.rule_set = ${ruleSet}
              order by v.rarity desc, v.shiny_level desc, v.at desc
              limit ${sql.placeholder('best')}) b)`,
      invokeBeforePity: sql<number | null>`(select pc.invoke_before_pity from player_counters pc
        where pc.user_id = ${userId} and pc.rule_set = ${ruleSet})`,
      // The latest season begun by the world's date, with the player's stat and cards in it.
      season: sql<SeasonJson | null>`(select json_build_object('id', s.id, 'ruleSet', s.rule_set,
          'index', s.index, 'towerId', s.tower_id, 'beginDate', s.begin_date, 'endDate', s.end_date,
          'tower', (select json_build_object('id', t.id, 'index', t.index, 'name', t.name, 'packId', t.pack_id,
              'reputationId', t.reputation_id)
            from towers t where t.id = s.tower_id),
          'stat', (select json_build_object('userId', st.user_id, 'seasonId', st.season_id,
              'attemptCount', st.attempt_count, 'maxFloorIndex', st.max_floor_index,
              'roundCount', st.round_count, 'maxRoundIndex', st.max_round_index)
            from player_tower_stats st where st.user_id = ${userId} and st.season_id = s.id),
          'itemIds', (select json_agg(distinct a.item_id) from tower_attempts a
            where a.user_id = ${userId} and a.rule_set = ${ruleSet} and a.season_id = s.id))
        from tower_seasons s
        where s.rule_set = ${ruleSet} and s.begin_date <= ${sql.placeholder('today')}
        order by s.begin_date desc limit 1)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('player_overview'),
);

interface PinJson {
  date: string;
  id: string;
  itemId: string;
  shinyLevel: number;
  upgradeLevel: number;
  quantity: number;
  recycle: { rarity: number; shinyLevel: number; craftValue: number; recycleValue: number } | null;
}
interface InvocationJson {
  itemId: string;
  shinyLevel: number;
  at: string;
  isPity: boolean;
  kind: string;
}
interface SeasonJson {
  id: string;
  ruleSet: RuleSet;
  index: number;
  towerId: string;
  beginDate: string;
  endDate: string;
  tower: { id: string; index: number; name: string; packId: string; reputationId: string };
  stat: {
    userId: string;
    seasonId: string;
    attemptCount: number;
    maxFloorIndex: number;
    roundCount: number | null;
    maxRoundIndex: number | null;
  } | null;
  itemIds: string[] | null;
}

type OverviewRow = Awaited<ReturnType<ReturnType<typeof overviewQuery>['execute']>>[number];

/** What an overview shows of the player found, from overviewQuery's row, card ids left to the caller; undefined if
 * the player is gone. */
export function overviewPartsOf(row: OverviewRow | undefined, player: { userId: string; ruleSet: RuleSet }) {
  if (!row) return undefined;
  const { season } = row;
  return {
    owned: row.owned ?? [],
    pins: (row.pins ?? []).map((pin) => ({
      date: fromJsonTimestamp(pin.date),
      recycle: pin.recycle,
      entry: {
        id: pin.id,
        userId: player.userId,
        ruleSet: player.ruleSet,
        itemId: pin.itemId,
        shinyLevel: pin.shinyLevel,
        upgradeLevel: pin.upgradeLevel,
        quantity: pin.quantity,
      },
    })),
    best: (row.best ?? []).map((invocation) => ({ ...invocation, at: fromJsonTimestamp(invocation.at) })),
    invokeBeforePity: row.invokeBeforePity ?? undefined,
    season: season
      ? {
          season: {
            id: season.id,
            ruleSet: season.ruleSet,
            index: season.index,
            towerId: season.towerId,
            beginDate: season.beginDate,
            endDate: season.endDate,
          },
          tower: season.tower,
          stat: season.stat ?? undefined,
          itemIds: season.itemIds ?? [],
        }
      : undefined,
  };
}
