// POST /public/calendar/{index}: the signed-in player opens a box of their own advent calendar, on a December world
// and a calendar of the test's own (the small seed's day is in November). On PostgreSQL (DATABASE_URL) the
// simultaneous openings really overlap; on PGlite they queue, and the result must be the same.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, count, eq, ne, sum } from 'drizzle-orm';
import type { AdventCalendar, CalendarBox } from '@zu/shared-contract';
import { calendarOpenings } from '../../../src/areas/calendar/calendar-schema';
import { items } from '../../../src/areas/catalogue/catalogue-schema';
import { tickets } from '../../../src/areas/lucky/lucky-schema';
import { banners, inventories, playerCounters, userBanners } from '../../../src/areas/players/players-schema';
import { findBannerByName } from '../../../src/areas/players/players-queries';
import { startingBannerName } from '../../../src/areas/players/players-rules';
import { setWorldDate } from '../../../src/areas/world/world-clock';
import { profileActionsOf } from '../../support/profile-actions';
import { insertCalendar } from './calendar-fixtures';
import type { TestPlayer } from '../../support/test-players';
import { useSignedTestApp } from '../../support/test-tokens';

const t = useSignedTestApp();
const { db, createPlayer, account, headersOf } = profileActionsOf(t);

const year = 2026;
const today = `${year}-12-10`;
/** Today's box (December 10). */
const todayIndex = 9;
let cardId: string;
let bannerId: string;

async function open(player: TestPlayer, index: number | string) {
  return t.app.inject({
    method: 'POST',
    url: `/public/calendar/${index}`,
    headers: { ...headersOf(player.ruleSet), authorization: await t.bearer(player.name) },
  });
}

function assertRefused(response: Awaited<ReturnType<typeof open>>, code: string, message: string) {
  assert.equal(response.statusCode, 400, response.body);
  assert.deepEqual(response.json(), { code, message });
}

/** What the player holds that a box can give, and how many boxes they opened. */
async function holdings(player: TestPlayer) {
  const mine = <T extends typeof inventories | typeof tickets | typeof userBanners>(table: T) =>
    and(eq(table.userId, player.userId), eq(table.ruleSet, player.ruleSet));
  const { balance, loreDust, loreFragment, upgradeDust } = await account(player);
  const [copies] = await db()
    .select({ n: sum(inventories.quantity) })
    .from(inventories)
    .where(mine(inventories));
  const [ticketRows] = await db().select({ n: count() }).from(tickets).where(mine(tickets));
  const [bannerRows] = await db().select({ n: count() }).from(userBanners).where(mine(userBanners));
  const [openings] = await db()
    .select({ n: count() })
    .from(calendarOpenings)
    .where(eq(calendarOpenings.userId, player.userId));
  const [counters] = await db()
    .select({ n: playerCounters.calendarBoxCount })
    .from(playerCounters)
    .where(and(eq(playerCounters.userId, player.userId), eq(playerCounters.ruleSet, player.ruleSet)));
  // Counts come back as strings from pg and numbers from PGlite.
  return {
    currencies: { balance, loreDust, loreFragment, upgradeDust },
    copies: Number(copies?.n ?? 0),
    tickets: Number(ticketRows?.n),
    banners: Number(bannerRows?.n),
    openings: Number(openings?.n),
    calendarBoxCount: counters?.n ?? 0,
  };
}

describe('POST /public/calendar/{index}', () => {
  /** NORMAL's calendar of the year: a card on day 1, a banner on day 2, a ticket on day 3, currencies the other days. */
  before(async () => {
    const [card] = await db().select({ id: items.id }).from(items).limit(1);
    // Not the starting banner: every account owns that one already.
    const [banner] = await db()
      .select({ id: banners.id })
      .from(banners)
      .where(ne(banners.name, startingBannerName))
      .limit(1);
    assert.ok(card && banner, 'the seed has cards and banners');
    cardId = card.id;
    bannerId = banner.id;
    await setWorldDate(db(), today);
    await insertCalendar(db(), 'NORMAL', year, (index) => ({
      itemId: index === 0 ? cardId : null,
      shinyLevel: index === 0 ? 1 : 0,
      bannerId: index === 1 ? bannerId : null,
      loreDust: index === 3 ? 50 : 0,
      loreFragment: index >= 4 ? 30 : 0,
      balance: index === 3 ? 500 : 0,
      luckyType: index === 2 ? 'LUCKY_RAYOU' : null,
    }));
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/public/calendar/${todayIndex}` });
    assert.equal(response.statusCode, 401);
  });

  it("opens today's box and a missed one, answers each as the calendar shows it, and the calendar follows", async () => {
    const player = await createPlayer('NORMAL');
    const calendarUrl = `/public/calendar/${player.name}`;
    const before = (await t.app.inject({ url: calendarUrl })).json<AdventCalendar>();
    assert.equal(before.calendars[todayIndex]?.isOpenable, true);

    const response = await open(player, todayIndex);
    assert.equal(response.statusCode, 200, response.body);
    const opened = response.json<CalendarBox>();
    assert.match(opened.openedDate ?? '', new RegExp(`^${today}T\\d{2}:\\d{2}:\\d{2}$`));
    assert.deepEqual(opened, { ...before.calendars[todayIndex], openedDate: opened.openedDate, isOpenable: false });
    assert.deepEqual((await holdings(player)).currencies, {
      balance: 0,
      loreDust: 0,
      loreFragment: 30,
      upgradeDust: 0,
    });

    const card = (await open(player, 0)).json<CalendarBox>();
    assert.equal(card.itemMetadata?.item.id, cardId);
    assert.equal(card.itemMetadata?.shinyLevel, 1);
    const [owned] = await db()
      .select()
      .from(inventories)
      .where(and(eq(inventories.userId, player.userId), eq(inventories.itemId, cardId)));
    assert.equal(owned?.quantity, 1);
    assert.equal(owned?.shinyLevel, 1);

    // The calendar asked before the openings is not answered again as it was.
    const after = (await t.app.inject({ url: calendarUrl })).json<AdventCalendar>();
    assert.deepEqual(after.calendars[todayIndex], opened);
    assert.deepEqual(after.calendars[0], card);
    assert.equal(after.calendars.filter((box) => box.openedDate !== undefined).length, 2);
  });

  it("gives a ticket box's ticket and a banner box's banner", async () => {
    const player = await createPlayer('NORMAL');
    assert.equal((await open(player, 2)).json<CalendarBox>().luckyType, 'LUCKY_RAYOU');
    const [ticket] = await db().select().from(tickets).where(eq(tickets.userId, player.userId));
    assert.deepEqual([ticket?.type, ticket?.source, ticket?.scratchedAt], ['LUCKY_RAYOU', 'CALENDAR', null]);
    assert.ok((await open(player, 1)).json<CalendarBox>().banner);
    const unlocked = await db().select().from(userBanners).where(eq(userBanners.userId, player.userId));
    const starting = await findBannerByName(db(), startingBannerName);
    assert.deepEqual(
      unlocked.map((row) => row.bannerId).sort(),
      [starting!.id, bannerId].sort(),
      "the account's starting banner and the box's",
    );
  });

  it('refuses a box already opened, a box whose day has not come, and any box outside December 1–25', async () => {
    const player = await createPlayer('NORMAL');
    assert.equal((await open(player, 4)).statusCode, 200);
    const before = await holdings(player);
    assertRefused(await open(player, 4), 'BOX_ALREADY_OPENED', 'Tu as déjà ouvert cette case.');
    assertRefused(
      await open(player, todayIndex + 1),
      'BOX_NOT_YET_OPENABLE',
      "Patience, cette case ne s'ouvre pas encore !",
    );
    try {
      for (const day of [`${year}-12-26`, `${year}-11-30`]) {
        await setWorldDate(db(), day);
        assertRefused(await open(player, 5), 'CALENDAR_CLOSED', "Le calendrier festif n'est pas ouvert.");
      }
    } finally {
      await setWorldDate(db(), today);
    }
    assert.deepEqual(await holdings(player), before, 'a refusal writes nothing');
  });

  it('refuses a rule set without a calendar this year, an index out of 0–24, and a player without an account', async () => {
    const hardcorePlayer = await createPlayer('HARDCORE');
    assertRefused(await open(hardcorePlayer, 0), 'BOX_NOT_FOUND', "Cette case n'existe pas.");
    const player = await createPlayer('NORMAL');
    for (const index of [25, -1, 'premiere']) assert.equal((await open(player, index)).statusCode, 400, `${index}`);
    const stranger = await open({ ...player, ruleSet: 'HARDCORE' }, 0);
    assert.equal(stranger.statusCode, 404);
    assert.equal(stranger.json().code, 'ACCOUNT_NOT_FOUND');
  });

  it('twenty simultaneous openings of a box open it once: currencies, cards, tickets and banners add up', async () => {
    const racer = await createPlayer('NORMAL');
    const control = await createPlayer('NORMAL');
    const raced = [0, 1, 2, 3, todayIndex];
    for (const index of raced) {
      const responses = await Promise.all(Array.from({ length: 20 }, () => open(racer, index)));
      assert.equal(responses.filter((response) => response.statusCode === 200).length, 1, `box ${index}`);
      for (const refused of responses.filter((response) => response.statusCode !== 200)) {
        assertRefused(refused, 'BOX_ALREADY_OPENED', 'Tu as déjà ouvert cette case.');
      }
      assert.equal((await open(control, index)).statusCode, 200);
    }
    const won = await holdings(racer);
    assert.deepEqual(won, await holdings(control), 'as much as opening each box once');
    assert.deepEqual(
      { ...won, currencies: undefined },
      // Banners: the account's starting one and the box's.
      { currencies: undefined, copies: 1, tickets: 1, banners: 2, openings: raced.length, calendarBoxCount: 5 },
    );
    assert.deepEqual(won.currencies, { balance: 500, loreDust: 50, loreFragment: 30, upgradeDust: 0 });
  });
});
