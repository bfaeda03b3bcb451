// The small seed as loaded (the API suite's template database): every figure of the played world agrees with the
// others. Each check is one query listing the rows that break it; an empty list passes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asc, sql } from 'drizzle-orm';
import { isMaxedConstellation } from '../../src/areas/inventory/constellation-rules';
import { eventCardsByPack, planEvent } from '../../src/areas/invocations/invocations-rules';
import { eventItems, events } from '../../src/areas/invocations/invocations-schema';
import { loadCatalogue } from '../../src/orchestrator/catalogue-loader';
import { subscriptionBonusLimit } from '../../src/areas/subscriptions/subscriptions-rules';
import { useSeededDatabase } from '../support/seeded-database';
import { playNewDay } from '../../src/orchestrator/new-day';
import { readWorldDate } from '../../src/areas/world/world-clock';
import { addDays } from '../../src/engine/world-rules';

const database = useSeededDatabase();
const { rows } = database;

async function none(query: ReturnType<typeof sql>, what: string): Promise<void> {
  const found = await rows(query);
  assert.deepEqual(found.slice(0, 5), [], `${what} (${found.length} rows)`);
}

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows(query);
  return Number(row?.n ?? 0);
}

describe('the played world of the small seed', () => {
  it('has been played: loots, invocations, inventories, actions and hardcore runs in both rule sets', async () => {
    for (const table of ['loots', 'invocations', 'inventories', 'action_log', 'leaderboard_entries']) {
      for (const ruleSet of ['NORMAL', 'HARDCORE']) {
        const n = await countOf(sql`select count(*) as n from ${sql.identifier(table)} where rule_set = ${ruleSet}`);
        assert.ok(n > 100, `${table} ${ruleSet}: ${n} rows`);
      }
    }
    assert.ok((await countOf(sql`select count(*) as n from hardcore_runs where failed_date is not null`)) > 10);
  });

  it('scores the reputation board by the sum of the clans a profile shows', async () => {
    await none(
      sql`select e.user_id, e.rule_set, e.score from leaderboard_entries e
          where e.type = 'REPUTATION' and e.score <> (select coalesce(sum(p.value), 0) from player_reputations p
            where p.user_id = e.user_id and p.rule_set = e.rule_set)`,
      'reputation scores that are not the sum of the clans',
    );
  });

  it("plays nothing at or after the seed's last instant, its date, on its last day", async () => {
    const [info] = await rows(sql`select seed_date from seed_info`);
    assert.ok(info?.seed_date, 'the seed says where it stopped');
    for (const table of ['action_log', 'loots', 'invocations', 'tower_attempts', 'trade_offers']) {
      const column = table === 'trade_offers' ? 'created_at' : 'at';
      await none(
        sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} >= (select seed_date from seed_info)`,
        `${table} rows at or after the seed's end`,
      );
    }
    // Its last day is played up to there: the seed stopped on that day, not before it.
    const lastMorning = await countOf(
      sql`select count(*) as n from action_log where at >= (select seed_date - interval '6 hours' from seed_info)`,
    );
    assert.ok(lastMorning > 10, `actions of the last morning: ${lastMorning}`);
  });

  it('has no balance, stock, treasury or quantity below zero', async () => {
    await none(
      sql`select user_id, rule_set from player_accounts
          where balance < 0 or lore_dust < 0 or lore_fragment < 0 or upgrade_dust < 0`,
      'accounts below zero',
    );
    await none(sql`select id from inventories where quantity <= 0`, 'inventory lines without a card');
    await none(
      sql`select id from shop_entries where current_stock < 0 or current_stock > initial_stock`,
      'échoppe stock out of range',
    );
    await none(sql`select id from corporations where balance < 0`, 'treasuries below zero');
  });

  it('places every ranked player where the scores say, ties sharing a position', async () => {
    await none(
      sql`select e.rule_set, e.type, e.user_id, p.position, e.expected
          from (select rule_set, type, user_id,
                       rank() over (partition by rule_set, type order by score desc) as expected
                from leaderboard_entries where score > 0) e
          left join leaderboard_positions p using (rule_set, type, user_id)
          where p.position is distinct from e.expected`,
      'positions that disagree with the scores',
    );
    await none(
      sql`select p.rule_set, p.type, p.user_id from leaderboard_positions p
          left join leaderboard_entries e using (rule_set, type, user_id)
          where e.score is distinct from p.score`,
      'positions without their score',
    );
    await none(
      sql`select rule_set, type, user_id from leaderboard_positions where score <= 0`,
      'players ranked at zero',
    );
  });

  it("keeps each profile's collection figures equal to the inventory", async () => {
    await none(
      sql`select s.user_id, s.rule_set, s.inventory_count, i.total, s.inventory_unique_count, i.uniques
          from player_summaries s
          left join (select user_id, rule_set, sum(quantity)::int as total, count(distinct item_id)::int as uniques
                     from inventories where upgrade_level = 0 group by user_id, rule_set) i
            using (user_id, rule_set)
          where s.inventory_count <> coalesce(i.total, 0) or s.inventory_unique_count <> coalesce(i.uniques, 0)`,
      'summaries that disagree with the inventory',
    );
  });

  it("keeps each player's owned counts (overview, statistics) equal to the inventory, group by group", async () => {
    // Every (rarity, shiny level, constellation level) the inventory holds, and no other, with its copies and
    // distinct cards; and no player holds cards without a summary to count them.
    const counted = sql`(select s.user_id, s.rule_set, (c->>'rarity')::int as rarity,
        (c->>'shinyLevel')::int as shiny_level, (c->>'upgradeLevel')::int as upgrade_level,
        (c->>'copies')::int as copies, (c->>'unique')::int as distinct_items
      from player_summaries s, jsonb_array_elements(s.owned_counts) c)`;
    const held = sql`(select i.user_id, i.rule_set, it.rarity, i.shiny_level, i.upgrade_level,
        sum(i.quantity)::int as copies, count(distinct i.item_id)::int as distinct_items
      from inventories i join items it on it.id = i.item_id where i.quantity > 0
      group by i.user_id, i.rule_set, it.rarity, i.shiny_level, i.upgrade_level)`;
    await none(
      sql`select * from (${counted} except ${held}) a union all select * from (${held} except ${counted}) b`,
      'owned counts that disagree with the inventory',
    );
    assert.ok(
      (await countOf(sql`select count(*) as n from player_summaries where owned_counts <> '[]'::jsonb`)) > 0,
      'players hold cards',
    );
  });

  it("keeps the achievements' inventory metrics equal to the counting cards and maxed constellations held", async () => {
    // What the achievement page shows as progress: distinct counting cards held plain, golden ones, and
    // constellation entries at their maximum level.
    const maxUpgradeLevel = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find(isMaxedConstellation);
    await none(
      sql`select s.user_id, s.rule_set, s.achievement_unique_cards, i.uniques, s.achievement_unique_golden_cards,
                 i.golden, s.achievement_maxed_constellations, m.maxed
          from player_summaries s
          left join (select i.user_id, i.rule_set, count(distinct i.item_id)::int as uniques,
                            count(distinct i.item_id) filter (where i.shiny_level = 1)::int as golden
                     from inventories i join items c on c.id = i.item_id
                     where i.upgrade_level = 0 and c.is_counting group by i.user_id, i.rule_set) i
            using (user_id, rule_set)
          left join (select user_id, rule_set, count(*)::int as maxed from inventories
                     where upgrade_level = ${maxUpgradeLevel} group by user_id, rule_set) m
            using (user_id, rule_set)
          where s.achievement_unique_cards <> coalesce(i.uniques, 0)
             or s.achievement_unique_golden_cards <> coalesce(i.golden, 0)
             or s.achievement_maxed_constellations <> coalesce(m.maxed, 0)`,
      'summaries whose achievement metrics disagree with the inventory',
    );
    assert.ok(
      (await countOf(sql`select count(*) as n from player_summaries where achievement_unique_cards > 0`)) > 0,
      'players hold counting cards',
    );
  });

  it('counts in the NORMAL counters exactly the history rows the actions wrote', async () => {
    await none(
      sql`select c.user_id, c.daily_loot_count, l.n as loots, c.invocation_count, v.n as invocations
          from player_counters c
          left join (select user_id, count(*)::int as n from loots
                     where rule_set = 'NORMAL' and type = 'DAILY' group by user_id) l using (user_id)
          left join (select user_id, count(*)::int as n from invocations
                     where rule_set = 'NORMAL' group by user_id) v using (user_id)
          where c.rule_set = 'NORMAL'
            and (c.daily_loot_count <> coalesce(l.n, 0) or c.invocation_count <> coalesce(v.n, 0))`,
      'counters that disagree with the history',
    );
    await none(
      sql`select c.user_id, c.rule_set, c.achievement_count, a.n
          from player_counters c
          left join (select user_id, rule_set, count(*)::int as n from player_achievements
                     where date is not null group by user_id, rule_set) a using (user_id, rule_set)
          where c.achievement_count <> coalesce(a.n, 0)`,
      'achievement counts that disagree with the unlocks',
    );
  });

  it('scores the unique-card boards by the counting cards held, per shiny level, as the game rules say', async () => {
    // A card counts only when the catalogue marks it isCounting; constellation levels are counted apart.
    for (const [type, shiny] of [
      ['INVENTORY_UNIQUE', null],
      ['INVENTORY_UNIQUE_NORMAL', 0],
      ['INVENTORY_UNIQUE_GOLDEN', 1],
      ['INVENTORY_UNIQUE_CHROMA', 2],
    ] as const) {
      await none(
        sql`select coalesce(h.user_id, e.user_id) as user_id, coalesce(h.rule_set, e.rule_set) as rule_set,
                   h.n as held, e.score
            from (select i.user_id, i.rule_set, count(distinct i.item_id)::int as n
                  from inventories i join items c on c.id = i.item_id
                  where i.upgrade_level = 0 and c.is_counting
                    and (${shiny}::int is null or i.shiny_level = ${shiny}::int)
                  group by i.user_id, i.rule_set) h
            full join (select user_id, rule_set, score from leaderboard_entries
                       where type = ${type} and score > 0) e using (user_id, rule_set)
            where h.n is distinct from e.score`,
        `${type} scores that disagree with the counting cards held`,
      );
    }
  });

  it('scores GLOBAL by the points of the counting cards held, for players with no points effect', async () => {
    await none(
      sql`select coalesce(h.user_id, e.user_id) as user_id, coalesce(h.rule_set, e.rule_set) as rule_set,
                 h.points, e.score
          from (select i.user_id, i.rule_set,
                       sum(case i.shiny_level when 0 then c.score_0 when 1 then c.score_1 else c.score_2 end)::int
                         as points
                from inventories i join items c on c.id = i.item_id
                where i.upgrade_level = 0 and c.is_counting
                group by i.user_id, i.rule_set) h
          full join (select user_id, rule_set, score from leaderboard_entries
                     where type = 'GLOBAL' and score > 0) e using (user_id, rule_set)
          join player_summaries s on s.user_id = coalesce(h.user_id, e.user_id)
                                 and s.rule_set = coalesce(h.rule_set, e.rule_set)
          where not (s.effects::text like '%POINTS%')
            and coalesce(h.points, 0) <> coalesce(e.score, 0)`,
      'GLOBAL scores that disagree with the points of the cards held',
    );
  });

  it('puts on TRADELESS exactly the players with a GLOBAL score and no trade, with that score', async () => {
    await none(
      sql`select coalesce(g.user_id, t.user_id) as user_id, coalesce(g.rule_set, t.rule_set) as rule_set,
                 g.score as global, t.score as tradeless
          from (select e.user_id, e.rule_set, e.score from leaderboard_entries e
                join player_counters c on c.user_id = e.user_id and c.rule_set = e.rule_set
                where e.type = 'GLOBAL' and e.score > 0 and c.trade_count = 0) g
          full join (select user_id, rule_set, score from leaderboard_entries
                     where type = 'TRADELESS' and score > 0) t using (user_id, rule_set)
          where g.score is distinct from t.score`,
      'TRADELESS entries that disagree with GLOBAL and the trades',
    );
  });

  it('counts in the counters of both rule sets exactly the history rows each one summarises', async () => {
    // Lifetime counters: a hardcore wipe leaves them, so every row of the rule set counts.
    const counted = {
      daily_loot_count: sql`(select count(*) from loots h where h.user_id = c.user_id and h.rule_set = c.rule_set
                              and h.type = 'DAILY')`,
      weekly_loot_count: sql`(select count(*) from loots h where h.user_id = c.user_id and h.rule_set = c.rule_set
                               and h.type = 'WEEKLY')`,
      invocation_count: sql`(select count(*) from invocations h
                              where h.user_id = c.user_id and h.rule_set = c.rule_set)`,
      tower_attempt_count: sql`(select count(*) from tower_attempts h
                                 where h.user_id = c.user_id and h.rule_set = c.rule_set)`,
      lucky_count: sql`(select count(*) from tickets h where h.user_id = c.user_id and h.rule_set = c.rule_set
                         and h.scratched_at is not null)`,
      subscription_count: sql`(select count(*) from subscriptions h
                                where h.user_id = c.user_id and h.rule_set = c.rule_set)`,
      shop_purchase_count: sql`(select count(*) from shop_purchases h join shop_entries e on e.id = h.entry_id
                                 where h.user_id = c.user_id and e.rule_set = c.rule_set)`,
      trade_count: sql`(select count(*) from trades h where h.rule_set = c.rule_set
                         and c.user_id in (h.buyer_id, h.seller_id))`,
      corporation_gift_total: sql`(select coalesce(sum(h.amount), 0) from corporation_gifts h
                                    join corporations k on k.id = h.corporation_id
                                    where h.user_id = c.user_id and k.rule_set = c.rule_set)`,
      hardcore_run_count: sql`(select count(*) from hardcore_runs h
                                where h.user_id = c.user_id and c.rule_set = 'HARDCORE')`,
    };
    for (const [counter, rowsOf] of Object.entries(counted)) {
      await none(
        sql`select c.user_id, c.rule_set, c.${sql.identifier(counter)} as counter, ${rowsOf} as rows
            from player_counters c
            where c.${sql.identifier(counter)} <> ${rowsOf}`,
        `${counter} that disagrees with the rows it counts`,
      );
    }
  });

  it('pays each loot the sum of its parts: the base, the corporation bonus and the subscription bonus', async () => {
    await none(
      sql`select id from loots where amount <> base_amount + corporation_amount + subscription_amount`,
      'loots whose amount is not the sum of its parts',
    );
  });

  it("gives subscription bonuses to subscribers only, on days their subscription runs, never past the day's limit", async () => {
    for (const ruleSet of ['NORMAL', 'HARDCORE']) {
      const used = await countOf(
        sql`select count(*) as n from loots where rule_set = ${ruleSet} and subscription_bonus_number > 0`,
      );
      assert.ok(used > 0, `${ruleSet}: no subscriber used a subscription bonus`);
    }
    const reached = await countOf(
      sql`select count(*) as n from loots where subscription_bonus_number = ${subscriptionBonusLimit}`,
    );
    assert.ok(reached > 0, 'no subscriber reached the daily limit');
    await none(
      sql`select user_id, rule_set, date, count(*) as bonuses, max(subscription_bonus_number) as last
          from loots where subscription_bonus_number > 0
          group by user_id, rule_set, date
          having count(*) > ${subscriptionBonusLimit} or max(subscription_bonus_number) <> count(*)`,
      'days past the subscription bonus limit, or with a bonus number skipped',
    );
    await none(
      sql`select l.id from loots l
          where (l.subscription_bonus_number > 0 or l.subscription_amount > 0)
            and not exists (select 1 from subscriptions s
                            where s.user_id = l.user_id and s.rule_set = l.rule_set
                              and l.date between s.begin_date and s.end_date)`,
      'subscription bonuses or amounts paid without a running subscription',
    );
  });

  it('has traded on the market in both rule sets, most NORMAL players among them', async () => {
    for (const ruleSet of ['NORMAL', 'HARDCORE']) {
      const [row] = await rows(
        sql`select count(*) filter (where trade_count > 0)::int as traded, count(*)::int as players
            from player_counters where rule_set = ${ruleSet}`,
      );
      const share = Number(row?.traded) / Number(row?.players);
      assert.ok(share >= (ruleSet === 'NORMAL' ? 0.5 : 0.15), `${ruleSet}: ${row?.traded} of ${row?.players} traded`);
    }
  });

  it("leaves no offer open past the wipe of its seller's hardcore run", async () => {
    // Dates around the turn's midnight (Paris) are taken a day wide: stored instants are UTC.
    await none(
      sql`select o.id, o.status, o.created_at, o.closed_at, r.failed_date
          from trade_offers o
          join hardcore_runs r on r.user_id = o.seller_id
          where o.rule_set = 'HARDCORE' and o.status <> 'ACCEPTED' and r.failed_date is not null
            and o.created_at < r.failed_date - 1
            and (o.status = 'OPEN' or o.closed_at > r.failed_date + 1)`,
      'offers that outlived the wipe of their seller',
    );
  });

  it('runs an invocation event on the world day in each rule set, named in the settings, never four days apart', async () => {
    await none(
      sql`select s.rule_set, s.current_event_id, e.begin_date, e.end_date
          from app_settings s
          left join events e on e.id = s.current_event_id and e.rule_set = s.rule_set
          where e.id is null
             or not ((select today from world_clock) between e.begin_date and e.end_date)`,
      'settings without an event running today',
    );
    await none(
      sql`select rule_set, begin_date, gap from (
            select rule_set, begin_date,
                   begin_date - lag(end_date) over (partition by rule_set order by begin_date) - 1 as gap
            from events) x
          where gap > 4`,
      'events more than four days apart',
    );
  });

  it('plans every seeded event as the daily turn plans the next one: pack gone longest without one, terms of its day', async () => {
    const catalogue = await loadCatalogue(database.db);
    const cardsByPack = eventCardsByPack(catalogue.items);
    const seeded = await database.db.select().from(events).orderBy(asc(events.ruleSet), asc(events.beginDate));
    const itemsOf = new Map<string, string[]>();
    for (const row of await database.db.select().from(eventItems)) {
      itemsOf.set(row.eventId, [...(itemsOf.get(row.eventId) ?? []), row.itemId]);
    }
    for (const ruleSet of ['NORMAL', 'HARDCORE'] as const) {
      const history = seeded.filter((event) => event.ruleSet === ruleSet);
      assert.ok(history.length >= 10, `${ruleSet}: ${history.length} events`);
      const lastShown = new Map<string, string>();
      for (const event of history) {
        const planned = planEvent(ruleSet, event.beginDate, cardsByPack, lastShown);
        assert.ok(planned, `${ruleSet} ${event.beginDate}: the rule plans no event`);
        const { itemIds, ...terms } = planned;
        assert.deepEqual(
          {
            name: event.name,
            packId: event.packId,
            beginDate: event.beginDate,
            endDate: event.endDate,
            balanceCost: event.balanceCost,
            loreDustCost: event.loreDustCost,
            isOneTime: event.isOneTime,
            isPityEnabled: event.isPityEnabled,
          },
          terms,
          `${ruleSet} event of ${event.beginDate}`,
        );
        assert.deepEqual([...(itemsOf.get(event.id) ?? [])].sort(), [...itemIds].sort());
        lastShown.set(event.packId, event.beginDate);
      }
    }
  });

  it("seeds each Vortex season's Arène with exactly its climbers and plays one round a day since its end", async () => {
    await none(
      sql`with climbers as (select season_id, user_id from tower_attempts group by season_id, user_id),
               seeded as (
                 select t.season_id, b.participant1_user_id as user_id
                 from tournaments t join tournament_battles b on b.tournament_id = t.id and b.round_index = 0
                 union all
                 select t.season_id, b.participant2_user_id
                 from tournaments t join tournament_battles b on b.tournament_id = t.id and b.round_index = 0
                 where b.participant2_user_id is not null)
          select coalesce(c.season_id, x.season_id) as season_id, coalesce(c.user_id, x.user_id) as user_id
          from (select * from climbers
                where season_id in (select id from tower_seasons where end_date < (select today from world_clock))
                  and season_id in (select season_id from climbers group by season_id having count(*) >= 2)) c
          full join seeded x using (season_id, user_id)
          where c.user_id is null or x.user_id is null`,
      'climbers left out of their Arène, or seeded without climbing',
    );
    await none(
      sql`select t.id, t.round_index, t.is_done, played.n as played_rounds
          from tournaments t
          join tower_seasons s on s.id = t.season_id
          cross join lateral (select count(distinct round_index)::int as n from tournament_battles b
                              where b.tournament_id = t.id and b.outcome is not null) played
          where t.date <> s.end_date + 1
             or played.n <> least(t.round_count, (select today from world_clock) - s.end_date)
             or t.round_index <> played.n
             or t.is_done <> (played.n = t.round_count)`,
      'tournaments not played one round a day since their season ended',
    );
    const [row] = await rows(sql`select count(distinct rule_set)::int as n from tournaments where is_done`);
    assert.equal(row?.n, 2, 'a finished Arène in each rule set');
  });

  it('has players of both rule sets on the constellation board', async () => {
    for (const ruleSet of ['NORMAL', 'HARDCORE']) {
      const n = await countOf(
        sql`select count(*) as n from leaderboard_entries where rule_set = ${ruleSet} and type = 'UPGRADE'
            and score > 0`,
      );
      assert.ok(n >= 10, `${ruleSet}: ${n} players with a constellation`);
    }
  });

  it('lets no hardcore run outlive a day without a daily, and ends each failed run on such a day', async () => {
    await none(
      sql`select r.id, r.user_id, d::date as day
          from hardcore_runs r
          cross join lateral generate_series(
            r.start_date,
            coalesce(r.end_date, (select today from world_clock) - 1),
            interval '1 day') d
          where not exists (select 1 from loots l
                            where l.user_id = r.user_id and l.rule_set = 'HARDCORE' and l.type = 'DAILY'
                              and l.date = d::date)`,
      'days of a living run without a daily',
    );
    await none(
      sql`select r.id from hardcore_runs r
          where r.failed_date is not null
            and (r.end_reason <> 'MISSED_DAILY' or r.failed_date <> r.end_date + 1
                 or exists (select 1 from loots l
                            where l.user_id = r.user_id and l.rule_set = 'HARDCORE' and l.type = 'DAILY'
                              and l.date = r.failed_date))`,
      'failed runs not ended by a missed daily',
    );
  });

  it('has fusions in both rule sets, by several players, each counted on the FUSION board', async () => {
    for (const ruleSet of ['NORMAL', 'HARDCORE']) {
      const [fusions] = await rows(
        sql`select count(*)::int as n, count(distinct user_id)::int as players from action_log
            where rule_set = ${ruleSet} and action = 'FUSE'`,
      );
      assert.ok(Number(fusions?.n) >= 10, `${ruleSet}: ${String(fusions?.n)} fusions`);
      assert.ok(Number(fusions?.players) >= 3, `${ruleSet}: ${String(fusions?.players)} players fused`);
    }
    await none(
      sql`select coalesce(f.user_id, e.user_id) as user_id, coalesce(f.rule_set, e.rule_set) as rule_set,
                 f.n, e.score
          from (select user_id, rule_set, count(*)::int as n from action_log where action = 'FUSE'
                group by user_id, rule_set) f
          full join (select user_id, rule_set, score from leaderboard_entries where type = 'FUSION' and score > 0) e
            using (user_id, rule_set)
          where f.n is distinct from e.score`,
      'FUSION scores that disagree with the fusions played',
    );
  });

  it('plays evolutions in both rule sets, each as its chain says, counted on the player and held in NORMAL', async () => {
    assert.ok((await countOf(sql`select count(*) as n from evolutions`)) >= 20, 'the catalogue holds chains');
    for (const ruleSet of ['NORMAL', 'HARDCORE']) {
      const [played] = await rows(
        sql`select count(*)::int as n, count(distinct user_id)::int as players from action_log
            where rule_set = ${ruleSet} and action = 'EVOLVE'`,
      );
      assert.ok(Number(played?.n) >= 20, `${ruleSet}: ${String(played?.n)} evolutions`);
      assert.ok(Number(played?.players) >= 5, `${ruleSet}: ${String(played?.players)} players evolved`);
    }
    await none(
      sql`select l.id from action_log l
          left join evolution_steps s on s.evolution_id = (l.outcome->>'chainId')::uuid
                                     and s.step = (l.outcome->>'step')::int
          where l.action = 'EVOLVE'
            and (s.item_id is distinct from (l.outcome->>'itemId')::uuid
                 or s.upgrade_dust_cost is distinct from (l.outcome->>'upgradeDustCost')::int or s.step < 1)`,
      'evolutions that disagree with their chain',
    );
    await none(
      sql`select c.user_id, c.rule_set, c.evolution_count, l.n
          from player_counters c
          left join (select user_id, rule_set, count(*)::int as n from action_log where action = 'EVOLVE'
                     group by user_id, rule_set) l using (user_id, rule_set)
          where c.evolution_count <> coalesce(l.n, 0)`,
      'evolution counts that disagree with the evolutions played',
    );
    // A NORMAL collection is kept for good, and chain cards are in no fusion: the furthest card reached stays.
    await none(
      sql`select e.user_id, e.chain_id, e.step from
            (select user_id, outcome->>'chainId' as chain_id, max((outcome->>'step')::int) as step from action_log
             where rule_set = 'NORMAL' and action = 'EVOLVE' group by user_id, outcome->>'chainId') e
          join evolution_steps s on s.evolution_id = e.chain_id::uuid and s.step = e.step
          where not exists (select 1 from inventories i
                            where i.user_id = e.user_id and i.rule_set = 'NORMAL' and i.item_id = s.item_id
                              and i.upgrade_level = 0)`,
      'NORMAL players who no longer hold the card their evolution reached',
    );
  });

  it('holds cards only on accounts of their rule set', async () => {
    await none(
      sql`select i.id from inventories i
          left join player_accounts a on a.user_id = i.user_id and a.rule_set = i.rule_set
          where a.user_id is null`,
      'cards held outside an account of their rule set',
    );
  });

  it('leaves tickets to scratch: most players of the last week in both rule sets, joueur.test included, even after new-day', async () => {
    /** Per rule set, the players active in the week before the world's date, and those of them holding a ticket. */
    const holders = async () => {
      const weekAgo = addDays(await readWorldDate(database.db), -7);
      return rows(sql`select a.rule_set,
                      count(*)::int as active,
                      count(*) filter (where exists (
                        select 1 from tickets t
                        where t.user_id = a.user_id and t.rule_set = a.rule_set and t.scratched_at is null))::int as holding
               from player_accounts a
               where a.last_active_date >= ${weekAgo}::date
               group by a.rule_set order by a.rule_set`);
    };
    const testPlayerTickets = async () =>
      rows(sql`select a.rule_set, count(t.id)::int as tickets
               from player_accounts a
               join users u on u.id = a.user_id and u.discord_user_name = 'joueur.test'
               left join tickets t on t.user_id = a.user_id and t.rule_set = a.rule_set and t.scratched_at is null
               group by a.rule_set order by a.rule_set`);
    const check = async (when: string) => {
      const found = await holders();
      assert.deepEqual(
        found.map((row) => row.rule_set),
        ['HARDCORE', 'NORMAL'],
        when,
      );
      for (const row of found) {
        assert.ok(
          Number(row.holding) * 2 > Number(row.active),
          `${when}, ${String(row.rule_set)}: ${JSON.stringify(row)}`,
        );
      }
      for (const row of await testPlayerTickets()) {
        assert.ok(Number(row.tickets) > 0, `${when}: joueur.test holds no ${String(row.rule_set)} ticket`);
      }
    };
    await check('on the reference date');
    await playNewDay(database.db, await readWorldDate(database.db));
    await check('after new-day');
  });
});
