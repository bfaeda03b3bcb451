// The market of the small seed as loaded: on the reference date both rule sets hold enough open offers for several
// pages of the market, over many packs and rarities, each one a card its seller still holds; the daily turn leaves
// them open.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { marketPageSize } from '@zu/shared-contract';
import { useSeededDatabase } from '../support/seeded-database';
import { playNewDay } from '../../src/orchestrator/new-day';
import { readWorldDate } from '../../src/areas/world/world-clock';

const database = useSeededDatabase();
const { rows } = database;

const pagesWanted = 4;

async function openOfferSpread(ruleSet: string) {
  const [row] = await rows(
    sql`select count(*)::int as offers, count(distinct i.pack_id)::int as packs, count(distinct i.rarity)::int as rarities,
               count(distinct o.seller_id)::int as sellers
        from trade_offers o join items i on i.id = o.item_id
        where o.rule_set = ${ruleSet} and o.status = 'OPEN'`,
  );
  return {
    offers: Number(row?.offers),
    packs: Number(row?.packs),
    rarities: Number(row?.rarities),
    sellers: Number(row?.sellers),
  };
}

/** Open offers of a card beyond the copies their seller holds: each of them could not be sold. */
const unsellable = () =>
  rows(
    sql`select o.rule_set, o.seller_id, o.item_id, o.shiny_level, count(*)::int as offered,
               coalesce((select sum(v.quantity) from inventories v
                         where v.user_id = o.seller_id and v.rule_set = o.rule_set and v.item_id = o.item_id
                           and v.shiny_level = o.shiny_level and v.upgrade_level = 0), 0)::int as held
        from trade_offers o
        where o.status = 'OPEN'
        group by o.rule_set, o.seller_id, o.item_id, o.shiny_level
        having count(*) > coalesce((select sum(v.quantity) from inventories v
                         where v.user_id = o.seller_id and v.rule_set = o.rule_set and v.item_id = o.item_id
                           and v.shiny_level = o.shiny_level and v.upgrade_level = 0), 0)`,
  );

describe('the market of the small seed', () => {
  for (const ruleSet of ['NORMAL', 'HARDCORE']) {
    it(`${ruleSet}: open offers for ${pagesWanted} pages and more, over many packs, rarities and sellers`, async () => {
      const spread = await openOfferSpread(ruleSet);
      assert.ok(spread.offers >= pagesWanted * marketPageSize, JSON.stringify(spread));
      assert.ok(spread.packs >= 8 && spread.rarities >= 3 && spread.sellers >= 20, JSON.stringify(spread));
    });
  }

  it('offers only cards their sellers hold, never more copies than they hold', async () => {
    assert.deepEqual((await unsellable()).slice(0, 5), []);
  });

  it('keeps the offers open through the daily turn, but those of a wiped hardcore run', async () => {
    const before = await rows(sql`select id from trade_offers where status = 'OPEN'`);
    await playNewDay(database.db, await readWorldDate(database.db));
    const closed = await rows(
      sql`select o.id, o.rule_set from trade_offers o
          where o.status <> 'OPEN' and o.id in (${sql.join(
            before.map((row) => sql`${row.id}`),
            sql`, `,
          )})
            and not (o.rule_set = 'HARDCORE' and exists (
              select 1 from hardcore_runs r
              where r.user_id = o.seller_id and r.failed_date >= (select today from world_clock) - 1))`,
    );
    assert.deepEqual(closed, []);
    for (const ruleSet of ['NORMAL', 'HARDCORE']) {
      assert.ok((await openOfferSpread(ruleSet)).offers >= pagesWanted * marketPageSize, ruleSet);
    }
    assert.deepEqual((await unsellable()).slice(0, 5), []);
  });
});
