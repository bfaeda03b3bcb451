import { eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared';
import { users } from '../players/players-schema';
import type { playerTowerStats, reputationLevels, towerSeasons, towers } from './tower-schema';

const userId = sql.placeholder('userId');
const ruleSet = sql.placeholder('ruleSet');

/**
 * A player's Vortex page in one statement: every season of the rule set they climbed (the stats' primary key by
 * player, then each season's and tower's primary key) with the cards their attempts gave (tower_attempts_user), their
 * value with every clan (player_reputations' primary key per clan) and the clans' levels, built into JSON by
 * PostgreSQL. The cards come back as ids (see loadItemRowsById).
 */
export const playerTowerQuery = preparedQuery((db) =>
  db
    .select({
      stats: sql<SeasonStatJson[] | null>`(select json_agg(json_build_object(
          'stat', json_build_object('userId', st.user_id, 'seasonId', st.season_id,
            'attemptCount', st.attempt_count, 'maxFloorIndex', st.max_floor_index,
            'roundCount', st.round_count, 'maxRoundIndex', st.max_round_index),
          'season', json_build_object('id', s.id, 'ruleSet', s.rule_set, 'index', s.index,
            'towerId', s.tower_id, 'beginDate', s.begin_date, 'endDate', s.end_date),
          'tower', (select json_build_object('id', t.id, 'index', t.index, 'name', t.name, 'packId', t.pack_id,
              'reputationId', t.reputation_id)
            from towers t where t.id = s.tower_id),
          'itemIds', (select json_agg(distinct a.item_id) from tower_attempts a
            where a.user_id = ${userId} and a.rule_set = ${ruleSet} and a.season_id = s.id))
          order by s.begin_date desc)
        from player_tower_stats st join tower_seasons s on s.id = st.season_id
        where st.user_id = ${userId} and s.rule_set = ${ruleSet})`,
      reputations: sql<PlayerReputationRow[] | null>`(select json_agg(json_build_object(
          'reputation', json_build_object('id', r.id, 'name', r.name),
          'value', (select pr.value from player_reputations pr
            where pr.user_id = ${userId} and pr.rule_set = ${ruleSet} and pr.reputation_id = r.id))
          order by r.name, r.id)
        from reputations r)`,
      levels: sql<(typeof reputationLevels.$inferSelect)[] | null>`(select json_agg(json_build_object('id', l.id,
          'reputationId', l.reputation_id, 'index', l.index, 'name', l.name, 'fromValue', l.from_value,
          'toValue', l.to_value)
          order by l.reputation_id, l.index)
        from reputation_levels l)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('player_tower'),
);

/** A season the player climbed, its tower and their stat in it. */
export interface PlayerTowerStatRow {
  stat: typeof playerTowerStats.$inferSelect;
  season: typeof towerSeasons.$inferSelect;
  tower: typeof towers.$inferSelect;
}
interface SeasonStatJson extends PlayerTowerStatRow {
  itemIds: string[] | null;
}
/** A clan and the player's value with it (null: none yet). */
export interface PlayerReputationRow {
  reputation: { id: string; name: string };
  value: number | null;
}

/**
 * What a player's Vortex page shows, from playerTowerQuery's row, card ids left to the caller; undefined if the
 * player is gone meanwhile.
 */
export function playerTowerPartsOf(
  row: Awaited<ReturnType<ReturnType<typeof playerTowerQuery>['execute']>>[number] | undefined,
) {
  if (!row) return undefined;
  return {
    stats: (row.stats ?? []).map(({ itemIds, ...stat }) => ({ ...stat, itemIds: itemIds ?? [] })),
    reputations: row.reputations ?? [],
    levels: row.levels ?? [],
  };
}
