// Who writes the live outbox, read in the table itself: the action runner (a market sale names both players and the
// market), a banner change, the daily turn (the échoppe, the settings, only the players its turn changed) and the
// leaderboard rebuild (only the boards whose positions moved, and only when asked to announce).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, asc, desc, eq, gt, isNull, max, ne } from 'drizzle-orm';
import { banners, playerCounters, userBanners, users } from '../../../src/areas/players/players-schema';
import { startingBannerName } from '../../../src/areas/players/players-rules';
import { changeBanner } from '../../../src/areas/players/players-repository';
import { appSettings } from '../../../src/areas/app/app-schema';
import { refreshLeaderboardPositions } from '../../../src/areas/leaderboards/leaderboard-positions';
import { leaderboardEntries } from '../../../src/areas/leaderboards/leaderboards-schema';
import { liveOutbox } from '../../../src/areas/live/live-schema';
import { acceptTradeOffer, createTradeOffer } from '../../../src/areas/market/market-repository';
import { buyShopOffer } from '../../../src/areas/shop/shop-repository';
import { shopEntries } from '../../../src/areas/shop/shop-schema';
import { readWorldDate, worldNow } from '../../../src/areas/world/world-clock';
import { hardcoreRuns } from '../../../src/areas/world/world-schema';
import { addDays } from '../../../src/engine/world-rules';
import { playNewDay } from '../../../src/orchestrator/new-day';
import { insertTestPlayer } from '../../support/test-players';
import { useTestApp } from '../../support/test-app';
import { giveTradableCard } from '../../support/card-fixtures';

const t = useTestApp();
const db = () => t.database.db;

/** The events `write` announced, as `ruleSet topic`, sorted. */
async function announced(write: () => Promise<unknown>): Promise<string[]> {
  const [before] = await db()
    .select({ id: max(liveOutbox.id) })
    .from(liveOutbox);
  await write();
  const rows = await db()
    .select({ topic: liveOutbox.topic, ruleSet: liveOutbox.ruleSet })
    .from(liveOutbox)
    .where(gt(liveOutbox.id, Number(before?.id ?? 0)));
  return rows.map((row) => `${row.ruleSet} ${row.topic}`).sort();
}

describe('what is announced on the live channel', () => {
  it('a market offer and its sale: the seller, the buyer and the market', async () => {
    const seller = await insertTestPlayer(db(), 'NORMAL');
    const buyer = await insertTestPlayer(db(), 'NORMAL', { currencies: { balance: 1000 } });
    const card = { id: await giveTradableCard(db(), seller) };
    const now = await worldNow(db());
    let offerId = '';
    assert.deepEqual(
      await announced(async () => {
        offerId = (await createTradeOffer(db(), seller, { itemId: card.id, shinyLevel: 0, price: 500 }, now)).offerId;
      }),
      ['NORMAL market', `NORMAL player:${seller.name}`],
    );
    assert.deepEqual(
      await announced(() => acceptTradeOffer(db(), buyer, offerId, now)),
      ['NORMAL market', `NORMAL player:${buyer.name}`, `NORMAL player:${seller.name}`].sort(),
    );
  });

  it('an échoppe purchase: the buyer and the échoppe', async () => {
    const [latest] = await db()
      .select()
      .from(shopEntries)
      .where(eq(shopEntries.ruleSet, 'HARDCORE'))
      .orderBy(desc(shopEntries.beginDate))
      .limit(1);
    assert.ok(latest);
    const buyer = await insertTestPlayer(db(), 'HARDCORE', { currencies: { balance: latest.price } });
    const now = await worldNow(db());
    assert.deepEqual(await announced(() => buyShopOffer(db(), buyer, latest.id, now)), [
      `HARDCORE player:${buyer.name}`,
      'HARDCORE shop',
    ]);
  });

  it('a banner change, and nothing for a refused one', async () => {
    const player = await insertTestPlayer(db(), 'NORMAL');
    // Two banners a new account does not own (it owns the starting one).
    const [banner, other] = await db()
      .select()
      .from(banners)
      .where(ne(banners.name, startingBannerName))
      .orderBy(asc(banners.id))
      .limit(2);
    assert.ok(banner && other);
    await db()
      .insert(userBanners)
      .values({ id: randomUUID(), userId: player.userId, ruleSet: 'NORMAL', bannerId: banner.id, date: new Date() });
    assert.deepEqual(await announced(() => changeBanner(db(), player, banner.name)), [`NORMAL player:${player.name}`]);
    assert.deepEqual(
      await announced(() => assert.rejects(changeBanner(db(), player, other.name), { code: 'USERBANNER_NOT_FOUND' })),
      [],
    );
  });

  it('the daily turn: the échoppe, a settings change, the players it changed and no one else', async () => {
    const today = await readWorldDate(db());
    const [run] = await db()
      .select({ userId: hardcoreRuns.userId, name: users.discordUserName })
      .from(hardcoreRuns)
      .innerJoin(users, eq(users.id, hardcoreRuns.userId))
      .where(isNull(hardcoreRuns.endDate))
      .orderBy(asc(hardcoreRuns.userId))
      .limit(1);
    assert.ok(run, 'a hardcore run alive');
    // Its player missed the world's day's daily: the turn ends the run.
    await db()
      .update(playerCounters)
      .set({ lastDailyDate: addDays(today, -1) })
      .where(and(eq(playerCounters.userId, run.userId), eq(playerCounters.ruleSet, 'HARDCORE')));
    // A current event the calendar does not run: the turn settles it back.
    const [settings] = await db().select().from(appSettings).where(eq(appSettings.ruleSet, 'NORMAL'));
    await db()
      .update(appSettings)
      .set({ currentEventId: settings?.currentEventId ? null : randomUUID() })
      .where(eq(appSettings.ruleSet, 'NORMAL'));

    const topics = await announced(() => playNewDay(db(), today));
    assert.ok(topics.includes('NORMAL shop') && topics.includes('HARDCORE shop'), topics.join(', '));
    assert.ok(topics.includes('NORMAL event'), topics.join(', '));
    assert.ok(topics.includes(`HARDCORE player:${run.name}`), topics.join(', '));
    // A NORMAL account's share of the turn changes nothing (no hardcore run, no effect card): none is announced.
    assert.deepEqual(
      topics.filter((topic) => topic.startsWith('NORMAL player:')),
      [],
    );
  });

  it('a leaderboard rebuild: the boards whose positions moved, when asked to announce', async () => {
    const now = new Date();
    await refreshLeaderboardPositions(db(), now, { announce: true });
    assert.deepEqual(await announced(() => refreshLeaderboardPositions(db(), now, { announce: true })), []);

    const player = await insertTestPlayer(db(), 'HARDCORE');
    await db()
      .insert(leaderboardEntries)
      .values({
        ruleSet: 'HARDCORE',
        type: 'FUSION',
        userId: player.userId,
        score: 1,
        tieBreak: 0,
        data: { total: 1 },
      });
    // The seed's own ranking announces nothing.
    assert.deepEqual(await announced(() => refreshLeaderboardPositions(db(), now)), []);
    await db().update(leaderboardEntries).set({ score: 2 }).where(eq(leaderboardEntries.userId, player.userId));
    assert.deepEqual(await announced(() => refreshLeaderboardPositions(db(), now, { announce: true })), [
      'HARDCORE leaderboard:FUSION',
    ]);
  });
});
