// What the game world holds, summed over the whole database in one statement (one snapshot): the currencies of every
// account, the cards of every inventory, the Échoppe's stock, the corporations' treasuries, the tickets and what the
// market, the boss, the calendar, the giveaways and z/place have recorded. A refused write leaves every figure as it
// was; a write that moves value leaves the sums of what it moves between (money, cards) as they were.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

export interface WorldTotals {
  zuMonnaie: number;
  loreDust: number;
  loreFragments: number;
  upgradeDust: number;
  cards: number;
  shopStock: number;
  shopPurchases: number;
  treasuries: number;
  corporations: number;
  corporationMembers: number;
  tickets: number;
  luckyLinks: number;
  scratchedTickets: number;
  openOffers: number;
  trades: number;
  bossHealth: number;
  calendarOpenings: number;
  giveawayEntries: number;
  pixels: number;
  subscriptions: number;
  actions: number;
}

export async function worldTotals(db: Db): Promise<WorldTotals> {
  const result = (await db.execute(sql`select
    (select coalesce(sum(balance), 0) from player_accounts)::bigint as "zuMonnaie",
    (select coalesce(sum(lore_dust), 0) from player_accounts)::bigint as "loreDust",
    (select coalesce(sum(lore_fragment), 0) from player_accounts)::bigint as "loreFragments",
    (select coalesce(sum(upgrade_dust), 0) from player_accounts)::bigint as "upgradeDust",
    (select coalesce(sum(quantity), 0) from inventories)::bigint as "cards",
    (select coalesce(sum(current_stock), 0) from shop_entries)::bigint as "shopStock",
    (select count(*) from shop_purchases)::bigint as "shopPurchases",
    (select coalesce(sum(balance), 0) from corporations)::bigint as "treasuries",
    (select count(*) from corporations where dissolved_at is null)::bigint as "corporations",
    (select count(*) from corporation_members)::bigint as "corporationMembers",
    (select count(*) from tickets)::bigint as "tickets",
    (select count(*) from tickets where scratched_at is not null)::bigint as "scratchedTickets",
    (select count(*) from lucky_links)::bigint as "luckyLinks",
    (select count(*) from trade_offers where status = 'OPEN')::bigint as "openOffers",
    (select count(*) from trades)::bigint as "trades",
    (select coalesce(sum(health), 0) from bosses)::bigint as "bossHealth",
    (select count(*) from calendar_openings)::bigint as "calendarOpenings",
    (select count(*) from giveaway_entries)::bigint as "giveawayEntries",
    (select count(*) from place_pixels)::bigint as "pixels",
    (select count(*) from subscriptions)::bigint as "subscriptions",
    (select count(*) from action_log)::bigint as "actions"`)) as unknown as {
    rows: Record<keyof WorldTotals, string>[];
  };
  const row = result.rows[0]!;
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [name, Number(value)]),
  ) as unknown as WorldTotals;
}
