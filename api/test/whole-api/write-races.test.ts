// Every money move fired at once, in one suite: for each write route, one player sends the same request many times
// at once, then many players each send theirs at once. The world's totals (worldTotals: currencies, cards, stock,
// treasuries, tickets…, summed over the whole database) must move by exactly what that many single requests move
// them: measured first on a request alone, from the same situation. An effect taken twice, or half-written, shows as
// a difference. PGlite runs the transactions one after the other; on PostgreSQL (DATABASE_URL) they really overlap.
// The boss attack is the one money move left to its area's suite (boss-races.test.ts): its damage is drawn at random,
// so one attack alone does not say what another moves.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { corporations } from '../../src/areas/corporations/corporations-schema';
import { placeWidth } from '../../src/areas/place/place-rules';
import { setWorldDate } from '../../src/areas/world/world-clock';
import { insertCalendar } from '../areas/calendar/calendar-fixtures';
import { insertGiveaway } from '../areas/giveaways/giveaway-fixtures';
import { giveTradableCard } from '../support/card-fixtures';
import { profileActionsOf } from '../support/profile-actions';
import { insertTestPlayer, type TestPlayer, type TestPlayerOptions } from '../support/test-players';
import { insertShopEntry } from '../support/shop-fixtures';
import { giveTicket } from '../support/ticket-fixtures';
import { useSignedTestApp } from '../support/test-tokens';
import { worldTotals, type WorldTotals } from '../support/world-totals';

const t = useSignedTestApp();
const db = () => t.database.db;
const { useFreeMonth } = profileActionsOf(t);

type Response = Awaited<ReturnType<typeof t.app.inject>>;
type Send = () => Promise<Response>;

/** How many times one player sends their request at once, and how many players send theirs at once. */
const burst = 12;
const crowd = 6;

interface RaceScenario {
  name: string;
  /** Makes a fresh situation for one player (their own, or sharing what the scenario shares) and their request. */
  prepare(): Promise<Send>;
  /** How many of one player's simultaneous requests may go through: 1 unless a rule allows more (a daily limit). */
  allowedFromOne?: number;
  /** Whether a repeated request answers as the first did, without a second effect (making one's link). */
  repeatAnswersAlike?: boolean;
}

const signedIn = async (who: TestPlayer) => ({ authorization: await t.bearer(who.name) });

async function send(who: TestPlayer, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const headers = await signedIn(who);
  return () => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const player = (options: TestPlayerOptions = {}) => insertTestPlayer(db(), 'NORMAL', options);

const rich = () => player({ currencies: { balance: 100_000, loreDust: 100_000 } });

async function offerOf(seller: TestPlayer): Promise<string> {
  const itemId = await giveTradableCard(db(), seller);
  const response = await (await send(seller, 'POST', '/public/market', { itemId, shinyLevel: 0, price: 400 }))();
  assert.equal(response.statusCode, 200, response.body);
  return response.json().id;
}

async function corporationOf(founder: TestPlayer): Promise<string> {
  const name = `Course ${randomUUID().slice(0, 8)}`;
  const response = await (await send(founder, 'POST', '/public/corporation', { name, description: '' }))();
  assert.equal(response.statusCode, 200, response.body);
  return response.json().id;
}

/** A December world, so that today's advent calendar box can be opened: December 10th, the 10th box. */
const decemberDay = { year: 2026, date: '2026-12-10', boxIndex: 9 };
let shopEntryId: string;
let giveawayId: string;
/** Blank pixels of the NORMAL canvas, one for each player who paints. */
const blankPixels: { x: number; y: number }[] = [];

const scenarios: RaceScenario[] = [
  {
    name: 'POST /public/subscription/subscribe',
    async prepare() {
      const who = await rich();
      await useFreeMonth(who);
      return send(who, 'POST', '/public/subscription/subscribe');
    },
  },
  {
    name: 'POST /public/shop/{entryId}/buy',
    prepare: async () => send(await rich(), 'POST', `/public/shop/${shopEntryId}/buy`),
  },
  {
    name: 'POST /public/market',
    async prepare() {
      const seller = await rich();
      const itemId = await giveTradableCard(db(), seller);
      return send(seller, 'POST', '/public/market', { itemId, shinyLevel: 0, price: 500 });
    },
  },
  {
    name: 'POST /public/market/{offerId}/accept',
    async prepare() {
      const offerId = await offerOf(await player());
      return send(await rich(), 'POST', `/public/market/${offerId}/accept`);
    },
  },
  {
    name: 'DELETE /public/market/{offerId}',
    async prepare() {
      const seller = await player();
      return send(seller, 'DELETE', `/public/market/${await offerOf(seller)}`);
    },
  },
  {
    name: 'POST /public/corporation',
    async prepare() {
      const name = `Course ${randomUUID().slice(0, 8)}`;
      return send(await rich(), 'POST', '/public/corporation', { name, description: '' });
    },
  },
  {
    name: 'POST /public/corporation/{id}/join',
    async prepare() {
      const id = await corporationOf(await rich());
      return send(await rich(), 'POST', `/public/corporation/${id}/join`);
    },
  },
  {
    name: 'POST /public/corporation/leave',
    async prepare() {
      const id = await corporationOf(await rich());
      const member = await rich();
      const joined = await (await send(member, 'POST', `/public/corporation/${id}/join`))();
      assert.equal(joined.statusCode, 200, joined.body);
      return send(member, 'POST', '/public/corporation/leave');
    },
  },
  {
    name: 'POST /public/corporation/give',
    // Ten gifts a day.
    allowedFromOne: 10,
    async prepare() {
      const founder = await rich();
      await corporationOf(founder);
      return send(founder, 'POST', '/public/corporation/give', { amount: 100 });
    },
  },
  {
    name: 'POST /public/corporation/bonus/{type}',
    async prepare() {
      const founder = await rich();
      const id = await corporationOf(founder);
      // A treasury for the first step only (16,000).
      await db().update(corporations).set({ balance: 20_000 }).where(eq(corporations.id, id));
      return send(founder, 'POST', '/public/corporation/bonus/LOOT');
    },
  },
  {
    name: 'POST /public/place/pixel',
    async prepare() {
      const pixel = blankPixels.pop();
      assert.ok(pixel, 'blank pixels left');
      return send(await player(), 'POST', '/public/place/pixel', { ...pixel, color: '#2450a4' });
    },
  },
  {
    name: 'POST /public/giveaway/{id}/enter',
    prepare: async () => send(await player(), 'POST', `/public/giveaway/${giveawayId}/enter`),
  },
  {
    name: 'POST /public/calendar/{index}',
    prepare: async () => send(await player(), 'POST', `/public/calendar/${decemberDay.boxIndex}`),
  },
  {
    name: 'POST /public/lucky/link',
    repeatAnswersAlike: true,
    async prepare() {
      const who = await player();
      await giveTicket(db(), who, 'LUCKY_RAYOU', { balance: 300 });
      return send(who, 'POST', '/public/lucky/link');
    },
  },
  {
    name: 'POST /public/lucky/{ticketId}',
    async prepare() {
      const who = await player();
      const ticketId = await giveTicket(db(), who, 'LUCKY_RAYOU', { balance: 300 });
      const link = await (await send(who, 'POST', '/public/lucky/link'))();
      assert.equal(link.statusCode, 200, link.body);
      // Whoever holds the link scratches: no sign-in.
      return () => t.app.inject({ method: 'POST', url: `/public/lucky/${ticketId}` });
    },
  },
];

function difference(after: WorldTotals, before: WorldTotals): WorldTotals {
  return Object.fromEntries(
    Object.entries(after).map(([name, value]) => [name, value - before[name as keyof WorldTotals]]),
  ) as unknown as WorldTotals;
}

const times = (delta: WorldTotals, n: number) =>
  Object.fromEntries(Object.entries(delta).map(([name, value]) => [name, value * n])) as unknown as WorldTotals;

/** The world's move while `run` runs, and its answers. */
async function moveOf(run: () => Promise<Response[]>) {
  const before = await worldTotals(db());
  const responses = await run();
  return { delta: difference(await worldTotals(db()), before), responses };
}

const described = (responses: Response[]) => responses.map((r) => `${r.statusCode} ${r.body.slice(0, 120)}`);

describe('every write route fired at once', () => {
  before(async () => {
    // The day first: what follows is made for it (the subscriptions' months, the giveaway open today).
    await setWorldDate(db(), decemberDay.date);
    await insertCalendar(db(), 'NORMAL', decemberDay.year, () => ({ loreFragment: 30, balance: 200 }));
    shopEntryId = (await insertShopEntry(db(), { price: 300, stock: 1_000 })).id;
    giveawayId = (await insertGiveaway(db(), 'NORMAL', 1)).id;
    const canvas = (await t.app.inject({ url: '/public/place' })).rawPayload;
    for (let at = canvas.length - 1; at >= 0 && blankPixels.length < 3 * (1 + 1 + crowd); at--)
      if (canvas[at] === 255) blankPixels.push({ x: at % placeWidth, y: Math.floor(at / placeWidth) });
  });

  for (const scenario of scenarios) {
    it(`${scenario.name}: ${burst} at once from one player, then ${crowd} players at once`, async () => {
      // One request alone: what one effect moves.
      const alone = await scenario.prepare();
      const single = await moveOf(async () => [await alone()]);
      assert.equal(single.responses[0]!.statusCode, 200, single.responses[0]!.body);
      assert.ok(
        Object.values(single.delta).some((change) => change !== 0),
        'one request moves some figure of the world',
      );

      const allowed = scenario.allowedFromOne ?? 1;
      const repeated = await scenario.prepare();
      const fromOne = await moveOf(() => Promise.all(Array.from({ length: burst }, () => repeated())));
      const through = fromOne.responses.filter((r) => r.statusCode === 200);
      if (scenario.repeatAnswersAlike) {
        assert.equal(through.length, burst, described(fromOne.responses).join('\n'));
        assert.equal(new Set(through.map((r) => r.body)).size, 1, 'the same answer each time');
        assert.deepEqual(fromOne.delta, single.delta);
      } else {
        assert.equal(through.length, allowed, described(fromOne.responses).join('\n'));
        // The others refused as a player's mistake, with the API's {code, message}: never a server error.
        for (const refused of fromOne.responses.filter((r) => r.statusCode !== 200)) {
          assert.ok(refused.statusCode >= 400 && refused.statusCode < 500, `${refused.statusCode} ${refused.body}`);
          assert.equal(typeof refused.json().code, 'string', refused.body);
        }
        assert.deepEqual(fromOne.delta, times(single.delta, allowed));
      }

      const sends: Send[] = [];
      for (let i = 0; i < crowd; i++) sends.push(await scenario.prepare());
      const fromMany = await moveOf(() => Promise.all(sends.map((request) => request())));
      assert.deepEqual(
        fromMany.responses.map((r) => r.statusCode),
        Array<number>(crowd).fill(200),
        described(fromMany.responses).join('\n'),
      );
      assert.deepEqual(fromMany.delta, times(single.delta, crowd));
    });
  }
});
