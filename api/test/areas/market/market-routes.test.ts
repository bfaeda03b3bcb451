// The market's reads on the small seed's world: GET /public/market (filters, sorts, pages), one offer, a player's
// history and a card's trades.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { marketPageSize, type MarketOffer, type MarketOffersPage } from '@zu/shared-contract';
import { useTestApp, hardcore } from '../../support/test-app';

const t = useTestApp();

async function market(query = '', headers: Record<string, string> = {}): Promise<MarketOffersPage> {
  const response = await t.app.inject({ url: `/public/market${query}`, headers });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

const rarityRank = (offer: MarketOffer) => offer.item.rarity;

describe('GET /public/market', () => {
  it('pages the open offers of each rule set, newest first, several pages of them', async () => {
    for (const headers of [{}, hardcore]) {
      const first = await market('', headers);
      assert.equal(first.pageSize, marketPageSize);
      assert.equal(first.offers.length, marketPageSize);
      assert.ok(first.total > 3 * marketPageSize, `${first.total} open offers`);
      assert.ok(first.offers.every((offer) => offer.status === 'OPEN' && offer.buyer === undefined));
      const dates = first.offers.map((offer) => offer.createdDate);
      assert.deepEqual(dates, [...dates].sort().reverse());
      const second = await market('?page=1', headers);
      assert.equal(second.page, 1);
      const seen = new Set(first.offers.map((offer) => offer.id));
      assert.ok(
        second.offers.every((offer) => !seen.has(offer.id)),
        'no offer on two pages',
      );
      const beyond = await market(`?page=${Math.ceil(first.total / marketPageSize)}`, headers);
      assert.deepEqual(beyond.offers, []);
    }
    const normal = new Set((await market()).offers.map((offer) => offer.id));
    assert.ok(
      (await market('', hardcore)).offers.every((offer) => !normal.has(offer.id)),
      'rule sets apart',
    );
  });

  it('sorts by price either way and by rarity', async () => {
    const ascending = (await market('?sort=PRICE_ASC')).offers.map((offer) => offer.price);
    assert.deepEqual(
      ascending,
      [...ascending].sort((a, b) => a - b),
    );
    const descending = (await market('?sort=PRICE_DESC')).offers.map((offer) => offer.price);
    assert.deepEqual(
      descending,
      [...descending].sort((a, b) => b - a),
    );
    assert.ok(descending[0]! > ascending[0]!);
    const rarities = (await market('?sort=RARITY')).offers.map(rarityRank);
    assert.deepEqual(
      rarities,
      [...rarities].sort((a, b) => b - a),
    );
  });

  it('filters by card, pack, rarity, shiny level, text and seller', async () => {
    const all = (await market(`?sort=PRICE_DESC`)).offers;
    const sample = all[0]!;
    const checks: [string, (offer: MarketOffer) => boolean][] = [
      [`itemId=${sample.item.id}`, (offer) => offer.item.id === sample.item.id],
      [`packId=${sample.item.pack.id}`, (offer) => offer.item.pack.id === sample.item.pack.id],
      [`rarity=${sample.item.rarity}&rarity=1`, (offer) => [sample.item.rarity, 1].includes(offer.item.rarity)],
      [`shinyLevel=${sample.shinyLevel}`, (offer) => offer.shinyLevel === sample.shinyLevel],
      [
        `search=${encodeURIComponent(sample.item.name.slice(0, 4).toUpperCase())}`,
        (offer) => offer.item.name.toLowerCase().includes(sample.item.name.slice(0, 4).toLowerCase()),
      ],
      [
        `seller=${sample.seller.discordUserName.toUpperCase()}`,
        (offer) => offer.seller.discordUserName === sample.seller.discordUserName,
      ],
    ];
    const total = (await market()).total;
    for (const [query, matches] of checks) {
      const page = await market(`?${query}`);
      assert.ok(page.offers.some((offer) => offer.id === sample.id) || page.total > marketPageSize, query);
      assert.ok(page.offers.length > 0 && page.offers.every(matches), query);
      assert.ok(page.total <= total, query);
    }
    assert.equal((await market(`?seller=nobody_${randomUUID().slice(0, 8)}`)).total, 0);
  });

  it('tells "normal copies only" (shinyLevel=0) from "every version" (no shinyLevel)', async () => {
    const every = await market();
    const normal = await market('?shinyLevel=0');
    assert.ok(normal.offers.length > 0 && normal.offers.every((offer) => offer.shinyLevel === 0));
    const [golden, chromatic] = [await market('?shinyLevel=1'), await market('?shinyLevel=2')];
    assert.equal(normal.total + golden.total + chromatic.total, every.total);
  });

  it('refuses an unknown parameter and a bad value with a 400', async () => {
    for (const query of ['?colour=red', '?sort=NAME', '?page=-1', '?rarity=7', '?shinyLevel=3']) {
      const response = await t.app.inject({ url: `/public/market${query}` });
      assert.equal(response.statusCode, 400, query);
    }
  });
});

describe('GET /public/market/{offerId}', () => {
  it('answers one offer of the rule set, 404 for an unknown one', async () => {
    const [offer] = (await market()).offers;
    const response = await t.app.inject({ url: `/public/market/${offer!.id}` });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), offer);
    const unknown = await t.app.inject({ url: `/public/market/${randomUUID()}` });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'OFFER_NOT_FOUND');
    assert.equal((await t.app.inject({ url: `/public/market/${offer!.id}`, headers: hardcore })).statusCode, 404);
  });
});

describe('GET /public/market/history/{userName}', () => {
  it("lists a seller's open offers, sales and purchases with the trade counters", async () => {
    const [offer] = (await market()).offers;
    const name = offer!.seller.discordUserName;
    const response = await t.app.inject({ url: `/public/market/history/${name}` });
    assert.equal(response.statusCode, 200, response.body);
    const history = response.json();
    assert.ok(history.openOffers.some((open: MarketOffer) => open.id === offer!.id));
    assert.ok(history.openOffers.every((open: MarketOffer) => open.seller.discordUserName === name));
    assert.ok(
      history.sold.every((sold: MarketOffer) => sold.status === 'ACCEPTED' && sold.seller.discordUserName === name),
    );
    assert.ok(history.bought.every((bought: MarketOffer) => bought.buyer?.discordUserName === name));
    assert.equal(history.tradeCount >= history.sold.length, true);
    assert.equal(history.tradeLimit, 10);
    const unknown = await t.app.inject({ url: `/public/market/history/nobody_${randomUUID().slice(0, 8)}` });
    assert.equal(unknown.statusCode, 404);
  });
});

describe('GET /public/item/{slug}/trades', () => {
  it("answers a card's open offers, cheapest first, and its last sales, newest first", async () => {
    const traded = (await market('?sort=PRICE_ASC')).offers[0]!;
    const response = await t.app.inject({ url: `/public/item/${traded.item.slug}/trades` });
    assert.equal(response.statusCode, 200, response.body);
    const { openOffers, lastSales } = response.json();
    assert.ok(openOffers.length > 0 && openOffers.every((o: MarketOffer) => o.item.id === traded.item.id));
    const prices = openOffers.map((o: MarketOffer) => o.price);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
    const dates = lastSales.map((sale: { date: string }) => sale.date);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.equal((await t.app.inject({ url: '/public/item/pas-une-carte/trades' })).statusCode, 404);
  });
});
