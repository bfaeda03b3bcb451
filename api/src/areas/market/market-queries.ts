// The market's reads: an offer as the rules read it (locked for a write), and the offers with their card, seller
// and buyer as the routes answer them.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { marketPageSize, type MarketQuery, type MarketSort } from '@zu/shared-contract';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/text-folding';
import type { RuleSet } from '../../engine/rule-sets';
import type { ShinyLevel } from '../../engine/catalogue';
import { items, packs } from '../catalogue/catalogue-schema';
import { itemSelection } from '../catalogue/item-selection';
import { users } from '../players/players-schema';
import { playerNameKey } from '../players/player-names';
import type { TradeOffer } from './market-rules';
import { tradeOffers, trades } from './market-schema';

/** A market offer as the rules read it; `lock` holds it until the transaction ends (one buyer at a time). */
export async function findTradeOffer(
  db: Db,
  ruleSet: RuleSet,
  offerId: string,
  options: { lock?: boolean } = {},
): Promise<TradeOffer | null> {
  const query = db
    .select()
    .from(tradeOffers)
    .where(and(eq(tradeOffers.id, offerId), eq(tradeOffers.ruleSet, ruleSet)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  return {
    id: row.id,
    sellerId: row.sellerId,
    itemId: row.itemId,
    shinyLevel: row.shinyLevel as ShinyLevel,
    price: row.price,
    status: row.status,
  };
}

/** How many copies of a card (at a shiny level) the seller has on offer: they may not offer more than they hold. */
export async function copiesOnOffer(
  db: Db,
  offer: { ruleSet: RuleSet; sellerId: string; itemId: string; shinyLevel: number },
): Promise<number> {
  const [row] = await db
    .select({ copies: count() })
    .from(tradeOffers)
    .where(
      and(
        eq(tradeOffers.sellerId, offer.sellerId),
        eq(tradeOffers.ruleSet, offer.ruleSet),
        eq(tradeOffers.status, 'OPEN'),
        eq(tradeOffers.itemId, offer.itemId),
        eq(tradeOffers.shinyLevel, offer.shinyLevel),
      ),
    );
  return Number(row?.copies ?? 0);
}

const seller = alias(users, 'seller');
const buyer = alias(users, 'buyer');

/** One query shape for every answer holding offers: the offer, its card and pack, its seller, its buyer if sold. */
function selectOffers(db: Db) {
  return db
    .select({ ...itemSelection, offer: tradeOffers, seller, buyer })
    .from(tradeOffers)
    .innerJoin(items, eq(items.id, tradeOffers.itemId))
    .innerJoin(packs, eq(packs.id, items.packId))
    .innerJoin(seller, eq(seller.id, tradeOffers.sellerId))
    .leftJoin(trades, eq(trades.offerId, tradeOffers.id))
    .leftJoin(buyer, eq(buyer.id, trades.buyerId));
}

export type OfferRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number];

export async function findOfferRow(db: Db, ruleSet: RuleSet, offerId: string): Promise<OfferRow | undefined> {
  const [row] = await selectOffers(db).where(and(eq(tradeOffers.id, offerId), eq(tradeOffers.ruleSet, ruleSet)));
  return row;
}

/** The conditions of GET /public/market beyond "open, in this rule set". */
function offerConditions(query: MarketQuery): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (query.itemId) conditions.push(eq(tradeOffers.itemId, query.itemId));
  if (query.packId) conditions.push(eq(items.packId, query.packId));
  if (query.rarity?.length) conditions.push(inArray(items.rarity, query.rarity));
  if (query.shinyLevel !== undefined) conditions.push(eq(tradeOffers.shinyLevel, query.shinyLevel));
  const text = query.search?.trim();
  if (text) {
    // As the catalogue searches: `%`, `_` and `\` are literal, a number also matches the card's identifier.
    const byName = ilike(items.name, `%${escapeLike(text)}%`);
    conditions.push(/^\d{1,9}$/.test(text) ? or(byName, eq(items.identifier, Number(text))) : byName);
  }
  if (query.seller) {
    conditions.push(
      eq(
        tradeOffers.sellerId,
        sql`(select u.id from ${users} u where lower(u.discord_user_name) = ${playerNameKey(query.seller)})`,
      ),
    );
  }
  return conditions;
}

/** Each sort ends on the offer's id, so that a page never shows an offer the next page shows again. */
const orderings: Record<MarketSort, SQL[]> = {
  DATE: [desc(tradeOffers.createdAt), asc(tradeOffers.id)],
  PRICE_ASC: [asc(tradeOffers.price), desc(tradeOffers.createdAt), asc(tradeOffers.id)],
  PRICE_DESC: [desc(tradeOffers.price), desc(tradeOffers.createdAt), asc(tradeOffers.id)],
  RARITY: [desc(items.rarity), asc(tradeOffers.price), asc(tradeOffers.id)],
};

/** One page of the rule set's open offers, and how many match over every page. */
export async function openOffersPage(db: Db, ruleSet: RuleSet, query: MarketQuery) {
  const where = and(eq(tradeOffers.ruleSet, ruleSet), eq(tradeOffers.status, 'OPEN'), ...offerConditions(query));
  const page = query.page ?? 0;
  const [rows, [total]] = await Promise.all([
    selectOffers(db)
      .where(where)
      .orderBy(...orderings[query.sort ?? 'DATE'])
      .limit(marketPageSize)
      .offset(page * marketPageSize),
    db.select({ total: count() }).from(tradeOffers).innerJoin(items, eq(items.id, tradeOffers.itemId)).where(where),
  ]);
  return { rows, page, total: Number(total?.total ?? 0) };
}

const historyLength = 50;
const itemTradesLength = 20;

/** A player's open offers (newest first), and their latest offers others bought and others' they bought. */
export async function marketHistoryRows(db: Db, ruleSet: RuleSet, userId: string) {
  const [openOffers, sold, bought] = await Promise.all([
    selectOffers(db)
      .where(and(eq(tradeOffers.sellerId, userId), eq(tradeOffers.ruleSet, ruleSet), eq(tradeOffers.status, 'OPEN')))
      .orderBy(desc(tradeOffers.createdAt), asc(tradeOffers.id)),
    selectOffers(db)
      .where(and(eq(trades.sellerId, userId), eq(trades.ruleSet, ruleSet)))
      .orderBy(desc(trades.at), asc(trades.id))
      .limit(historyLength),
    selectOffers(db)
      .where(and(eq(trades.buyerId, userId), eq(trades.ruleSet, ruleSet)))
      .orderBy(desc(trades.at), asc(trades.id))
      .limit(historyLength),
  ]);
  return { openOffers, sold, bought };
}

/** A card's open offers, cheapest first, and its latest sales. */
export async function itemTradeRows(db: Db, ruleSet: RuleSet, itemId: string) {
  const [openOffers, lastSales] = await Promise.all([
    selectOffers(db)
      .where(and(eq(tradeOffers.itemId, itemId), eq(tradeOffers.ruleSet, ruleSet), eq(tradeOffers.status, 'OPEN')))
      .orderBy(asc(tradeOffers.price), desc(tradeOffers.createdAt), asc(tradeOffers.id))
      .limit(itemTradesLength),
    db
      .select({ price: trades.price, shinyLevel: trades.shinyLevel, at: trades.at })
      .from(trades)
      .where(and(eq(trades.itemId, itemId), eq(trades.ruleSet, ruleSet)))
      .orderBy(desc(trades.at), asc(trades.id))
      .limit(itemTradesLength),
  ]);
  return { openOffers, lastSales };
}
