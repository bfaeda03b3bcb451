// The ticket flow's writes: a signed-in player's link (POST /public/lucky/link) and scratching through it without
// signing in (POST /public/lucky/{ticketId}), on players and tickets of the tests' own. On PostgreSQL (DATABASE_URL)
// the simultaneous scratches really overlap; on PGlite they queue, and the result must be the same.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, count, eq, isNotNull, ne, sum } from 'drizzle-orm';
import { jackpots, luckyLinks, tickets } from '../../../src/areas/lucky/lucky-schema';
import { inventories, playerCounters } from '../../../src/areas/players/players-schema';
import { items } from '../../../src/areas/catalogue/catalogue-schema';
import { readWorldDate } from '../../../src/areas/world/world-clock';
import type { TicketReward, TicketType } from '../../../src/engine/record-types';
import type { RuleSet } from '../../../src/engine/rule-sets';
import { addDays } from '../../../src/engine/world-rules';
import { profileActionsOf } from '../../support/profile-actions';
import type { TestPlayer } from '../../support/test-players';
import { giveTicket as giveTicketOf } from '../../support/ticket-fixtures';
import { useSignedTestApp } from '../../support/test-tokens';

const t = useSignedTestApp();
const { db, createPlayer, account, headersOf } = profileActionsOf(t);

const giveTicket = (player: TestPlayer, type: TicketType, reward: Partial<TicketReward> = {}) =>
  giveTicketOf(db(), player, type, reward);

async function makeLink(player: TestPlayer) {
  return t.app.inject({
    method: 'POST',
    url: '/public/lucky/link',
    headers: { ...headersOf(player.ruleSet), authorization: await t.bearer(player.name) },
  });
}

/** No sign-in: whoever holds the link. */
const scratch = (ticketId: string, ruleSet: RuleSet = 'NORMAL') =>
  t.app.inject({ method: 'POST', url: `/public/lucky/${ticketId}`, headers: headersOf(ruleSet) });

const counts = async (code: string, ruleSet: RuleSet = 'NORMAL') =>
  t.app.inject({ url: `/public/lucky/${code}/count`, headers: headersOf(ruleSet) });

function assertRefused(response: Awaited<ReturnType<typeof scratch>>, status: number, code: string) {
  assert.equal(response.statusCode, status, response.body);
  assert.equal(response.json().code, code);
  assert.match(response.json().message, /^Ce (ticket|lien)/);
}

/** The player's tickets the test gave (a challenge a scratch completes gives one more of its own), and how many are scratched. */
async function ticketsOf(player: TestPlayer) {
  const [row] = await db()
    .select({ all: count(), scratched: count(tickets.scratchedAt) })
    .from(tickets)
    .where(
      and(eq(tickets.userId, player.userId), eq(tickets.ruleSet, player.ruleSet), ne(tickets.source, 'CHALLENGE')),
    );
  // count() comes back as a string from pg and a number from PGlite.
  return { all: Number(row?.all), scratched: Number(row?.scratched) };
}

async function copiesOf(player: TestPlayer) {
  const [row] = await db()
    .select({ copies: sum(inventories.quantity) })
    .from(inventories)
    .where(and(eq(inventories.userId, player.userId), eq(inventories.ruleSet, player.ruleSet)));
  return Number(row?.copies ?? 0);
}

describe('POST /public/lucky/link', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/public/lucky/link' });
    assert.equal(response.statusCode, 401);
  });

  it("makes the player's link with every unscratched ticket of the rule set, then answers the same link", async () => {
    const player = await createPlayer('NORMAL');
    await giveTicket(player, 'ZERA_3000');
    await giveTicket(player, 'LUCKY_RAYOU');
    const scratched = await giveTicket(player, 'LUCKY_RAYOU');
    await db()
      .update(tickets)
      .set({ scratchedAt: new Date('2026-10-02T10:00:00Z') })
      .where(eq(tickets.id, scratched));
    const today = await readWorldDate(db());

    const response = await makeLink(player);
    assert.equal(response.statusCode, 200, response.body);
    const link = response.json();
    assert.match(link.code, /^[A-Za-z0-9_-]{22,}$/, '128 bits or more, URL-safe');
    assert.deepEqual(link, {
      code: link.code,
      url: `/ticket/${link.code}`,
      expiresDate: addDays(today, 6),
      ticketCount: 2,
    });
    assert.deepEqual((await counts(link.code)).json(), { counts: { ZERA_3000: 1, LUCKY_RAYOU: 1, RAYOU_OFFICIAL: 0 } });

    const again = await makeLink(player);
    assert.deepEqual(again.json(), link);
    const [links] = await db().select({ links: count() }).from(luckyLinks).where(eq(luckyLinks.userId, player.userId));
    assert.equal(links?.links, 1);
  });

  it('twenty simultaneous requests make one link, and every one of them answers it', async () => {
    const player = await createPlayer('HARDCORE');
    await giveTicket(player, 'LUCKY_RAYOU');
    const responses = await Promise.all(Array.from({ length: 20 }, () => makeLink(player)));
    for (const response of responses) assert.equal(response.statusCode, 200, response.body);
    const [links] = await db().select({ links: count() }).from(luckyLinks).where(eq(luckyLinks.userId, player.userId));
    assert.equal(Number(links?.links), 1);
    const codes = new Set(responses.map((response) => response.json().code as string));
    assert.equal(codes.size, 1);
    assert.equal((await counts([...codes][0] ?? '', 'HARDCORE')).json().counts.LUCKY_RAYOU, 1);
  });

  it('replaces an expired link: the tickets move to the new one and the old one answers as expired', async () => {
    const player = await createPlayer('HARDCORE');
    const ticketId = await giveTicket(player, 'ZERA_3000', { balance: 200 });
    const old = (await makeLink(player)).json().code;
    const today = await readWorldDate(db());
    await db()
      .update(luckyLinks)
      .set({ createdDate: addDays(today, -7) })
      .where(eq(luckyLinks.code, old));
    assertRefused(await scratch(ticketId, 'HARDCORE'), 400, 'LUCKY_LINK_EXPIRED');

    const fresh = (await makeLink(player)).json();
    assert.notEqual(fresh.code, old);
    assert.equal(fresh.ticketCount, 1);
    assertRefused(await counts(old, 'HARDCORE'), 400, 'LUCKY_LINK_EXPIRED');
    // Even were the old link still within its days, the new one has replaced it.
    await db()
      .update(luckyLinks)
      .set({ createdDate: addDays(today, -1) })
      .where(eq(luckyLinks.code, old));
    assertRefused(await counts(old, 'HARDCORE'), 400, 'LUCKY_LINK_EXPIRED');
    const scratchedNow = await scratch(ticketId, 'HARDCORE');
    assert.deepEqual(scratchedNow.json(), { ticketId, balance: 200 });
  });
});

describe('POST /public/lucky/{ticketId}', () => {
  it("pays the ticket's reward to the link's player, once", async () => {
    const player = await createPlayer('NORMAL');
    const ticketId = await giveTicket(player, 'ZERA_3000', { balance: 1000 });
    const { code } = (await makeLink(player)).json();

    const response = await scratch(ticketId);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { ticketId, balance: 1000 });
    assert.equal((await account(player)).balance, 1000);
    assertRefused(await scratch(ticketId), 400, 'TICKET_ALREADY_SCRATCHED');
    assertRefused(await counts(code), 400, 'NO_TICKET');
  });

  it('answers a card with its inventory entry, and an extra ticket with the link it joined', async () => {
    const player = await createPlayer('NORMAL');
    const [card] = await db().select({ id: items.id }).from(items).limit(1);
    assert.ok(card);
    const cardTicket = await giveTicket(player, 'LUCKY_RAYOU', { itemId: card.id, shinyLevel: 1 });
    const extraTicket = await giveTicket(player, 'LUCKY_RAYOU', { extraTicket: 'RAYOU_OFFICIAL' });
    const { code } = (await makeLink(player)).json();

    const won = (await scratch(cardTicket)).json();
    assert.equal(won.inventories.length, 1);
    assert.equal(won.inventories[0].item.id, card.id);
    assert.equal(won.inventories[0].shinyLevel, 1);
    assert.equal(won.inventories[0].quantity, 1);
    assert.equal(await copiesOf(player), 1);

    assert.deepEqual((await scratch(extraTicket)).json(), { ticketId: extraTicket, luckyLink: code, quantity: 1 });
    // The extra ticket, and any ticket the scratches' challenges gave, joined the link.
    const [fromChallenges] = await db()
      .select({ tickets: count() })
      .from(tickets)
      .where(and(eq(tickets.userId, player.userId), eq(tickets.source, 'CHALLENGE'), eq(tickets.linkCode, code)));
    assert.deepEqual((await counts(code)).json(), {
      counts: { ZERA_3000: 0, LUCKY_RAYOU: Number(fromChallenges?.tickets), RAYOU_OFFICIAL: 1 },
    });
  });

  it('refuses an unknown ticket, one on no link, and one of another rule set', async () => {
    assertRefused(await scratch(randomUUID()), 404, 'TICKET_NOT_FOUND');
    const player = await createPlayer('NORMAL');
    const unlinked = await giveTicket(player, 'ZERA_3000', { balance: 200 });
    assertRefused(await scratch(unlinked), 400, 'LUCKY_LINK_EXPIRED');
    await makeLink(player);
    assertRefused(await scratch(unlinked, 'HARDCORE'), 404, 'TICKET_NOT_FOUND');
    const malformed = await scratch('not-a-ticket');
    assert.equal(malformed.statusCode, 400);
    assert.equal((await account(player)).balance, 0);
  });

  it('fifty simultaneous scratches of one ticket give exactly one reward; currencies, cards and tickets add up', async () => {
    const player = await createPlayer('NORMAL');
    const [card] = await db().select({ id: items.id }).from(items).limit(1);
    assert.ok(card);
    const balanceTicket = await giveTicket(player, 'ZERA_3000', { balance: 3000 });
    const cardTicket = await giveTicket(player, 'LUCKY_RAYOU', { itemId: card.id });
    await makeLink(player);
    const [jackpotBefore] = await db().select().from(jackpots).where(eq(jackpots.ruleSet, 'NORMAL'));

    for (const ticketId of [balanceTicket, cardTicket]) {
      const responses = await Promise.all(Array.from({ length: 50 }, () => scratch(ticketId)));
      assert.equal(responses.filter((response) => response.statusCode === 200).length, 1);
      for (const refused of responses.filter((response) => response.statusCode !== 200)) {
        assertRefused(refused, 400, 'TICKET_ALREADY_SCRATCHED');
      }
    }
    assert.equal((await account(player)).balance, 3000);
    assert.equal(await copiesOf(player), 1);
    assert.deepEqual(await ticketsOf(player), { all: 2, scratched: 2 });
    const [counters] = await db()
      .select({ luckyCount: playerCounters.luckyCount })
      .from(playerCounters)
      .where(and(eq(playerCounters.userId, player.userId), eq(playerCounters.ruleSet, 'NORMAL')));
    assert.equal(counters?.luckyCount, 2);
    const scratchedRows = await db()
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.userId, player.userId), isNotNull(tickets.scratchedAt)));
    assert.equal(scratchedRows.length, 2);
    const [jackpotAfter] = await db().select().from(jackpots).where(eq(jackpots.ruleSet, 'NORMAL'));
    assert.deepEqual(jackpotAfter, jackpotBefore, 'neither ticket is a RAYOU_OFFICIAL');
  });
});

describe('GET /public/lucky/history', () => {
  const history = async (player: TestPlayer) =>
    t.app.inject({
      url: '/public/lucky/history',
      headers: { ...headersOf(player.ruleSet), authorization: await t.bearer(player.name) },
    });

  it('answers 401 without a token', async () => {
    assert.equal((await t.app.inject({ url: '/public/lucky/history' })).statusCode, 401);
  });

  it("lists the player's scratched tickets of the rule set, the latest first, each with what it gave and only that", async () => {
    const player = await createPlayer('NORMAL');
    const [card] = await db().select({ id: items.id }).from(items).limit(1);
    assert.ok(card);
    const losing = await giveTicket(player, 'ZERA_3000');
    const winning = await giveTicket(player, 'LUCKY_RAYOU', { loreDust: 30, itemId: card.id, shinyLevel: 1 });
    await giveTicket(player, 'RAYOU_OFFICIAL', { balance: 500 });
    await makeLink(player);
    assert.equal((await scratch(losing)).statusCode, 200);
    assert.equal((await scratch(winning)).statusCode, 200);
    // Another player's scratched ticket is not this player's history.
    const other = await createPlayer('NORMAL');
    await giveTicket(other, 'ZERA_3000', { balance: 100 });
    await makeLink(other);

    const response = await history(player);
    assert.equal(response.statusCode, 200, response.body);
    const listed = response.json().tickets as { id: string; type: string; loreDust?: number; item?: { id: string } }[];
    assert.deepEqual(
      listed.map((ticket) => ticket.id),
      [winning, losing],
      'the two scratched, the latest first; not the one still on the link',
    );
    const [won, lost] = listed;
    assert.equal(won?.loreDust, 30);
    assert.equal(won?.item?.id, card.id);
    assert.deepEqual(Object.keys(lost ?? {}).sort(), ['id', 'scratchedAt', 'type']);
  });
});
