// The simulated market's stall: listings kept in the order they were put up, each seller's found without going
// through the others', and offers an action closed shown until the next visit clears them.
// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MarketStall } from '../../../src/seed/world/market-stall';
import type { ShinyLevel } from '../../../src/engine/catalogue';
import type { Account, MarketOffer } from '../../../src/seed/world/world-state';

const seller = (name: string) => ({ userId: name }) as unknown as Account;
const alice = seller('alice');
const bob = seller('bob');

function listing(id: string, by: Account, itemId: string, shinyLevel: ShinyLevel = 0): MarketOffer {
  return {
    offer: { id, sellerId: by.userId, itemId, shinyLevel, price: 10, status: 'OPEN' },
    seller: by,
    createdDate: '2026-11-01',
    createdTime: 0,
    cardKey: `${itemId}|${shinyLevel}|0`,
    aboveFairPrice: false,
  };
}

const ids = (listings: Iterable<MarketOffer>) => [...listings].map((l) => l.offer.id);

describe('the simulated market stall', () => {
  it("keeps the order offers were put up, and each seller's listings apart", () => {
    const stall = new MarketStall<MarketOffer>();
    const [a1, b1, a2] = [listing('a1', alice, 'x'), listing('b1', bob, 'x'), listing('a2', alice, 'y', 1)];
    for (const l of [a1, b1, a2]) stall.add(l);
    assert.deepEqual(ids(stall.all()), ['a1', 'b1', 'a2']);
    assert.deepEqual(ids(stall.listingsOf(alice)), ['a1', 'a2']);
    assert.equal(stall.countOf(bob), 1);
    assert.ok(stall.lists(alice, 'y'));
    assert.ok(stall.lists(alice, 'y', 1));
    assert.ok(!stall.lists(alice, 'y', 0));
    assert.ok(!stall.lists(bob, 'y'));

    stall.remove(a1);
    assert.deepEqual(ids(stall.all()), ['b1', 'a2']);
    assert.deepEqual(ids(stall.listingsOf(alice)), ['a2']);
    stall.remove(b1);
    assert.equal(stall.countOf(bob), 0);
  });

  it('lets a walk through the market take down the listing it is on', () => {
    const stall = new MarketStall<MarketOffer>();
    for (const l of ['1', '2', '3'].map((id) => listing(id, alice, id))) stall.add(l);
    const seen: string[] = [];
    for (const l of stall.all()) {
      seen.push(l.offer.id);
      if (l.offer.id === '2') stall.remove(l);
    }
    assert.deepEqual(seen, ['1', '2', '3']);
    assert.deepEqual(ids(stall.all()), ['1', '3']);
  });

  it('shows an offer an action closed until the closed ones are cleared, and ignores offers never listed', () => {
    const stall = new MarketStall<MarketOffer>();
    const [a1, b1] = [listing('a1', alice, 'x'), listing('b1', bob, 'x')];
    stall.add(a1);
    stall.add(b1);
    stall.noteClosed('a1');
    stall.noteClosed('elsewhere');
    assert.deepEqual(ids(stall.all()), ['a1', 'b1']);
    assert.ok(stall.lists(alice, 'x'));
    stall.clearClosed();
    assert.deepEqual(ids(stall.all()), ['b1']);
    assert.equal(stall.countOf(alice), 0);
    // A listing taken down by its own visit is forgotten as closed too: clearing later takes nothing else down.
    stall.noteClosed('b1');
    stall.remove(b1);
    stall.add(b1);
    stall.clearClosed();
    assert.deepEqual(ids(stall.all()), ['b1']);
  });
});
