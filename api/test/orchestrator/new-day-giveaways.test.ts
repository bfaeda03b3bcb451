// The daily turn's giveaway duty, on giveaways and players of the tests' own: on its end date a giveaway is drawn by
// its published seed and entry order, its winners get the prize once however many turns run, and the next opens.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Giveaway, GiveawayList, GiveawayPlayer } from '@zu/shared-contract';
import { DailyTurnAlreadyPlayed, playNewDay } from '../../src/orchestrator/new-day';
import { drawDueGiveaways, enterGiveaway } from '../../src/areas/giveaways/giveaway-repository';
import { drawGiveawayWinners, giveawayCurrencies, giveawayDrawSeed } from '../../src/areas/giveaways/giveaway-rules';
import { giveawayEntries, giveaways } from '../../src/areas/giveaways/giveaway-schema';
import { playerAccounts, userBanners } from '../../src/areas/players/players-schema';
import { readWorldDate, worldInstant } from '../../src/areas/world/world-clock';
import { addDays } from '../../src/engine/world-rules';
import type { Db } from '../../src/db/client';
import { insertTestPlayer, type TestPlayer } from '../support/test-players';
import { useTestApp } from '../support/test-app';
import { insertGiveaway } from '../areas/giveaways/giveaway-fixtures';

const t = useTestApp();

async function entrants(db: Db, giveawayId: string, count: number): Promise<TestPlayer[]> {
  const today = await readWorldDate(db);
  const players: TestPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const who = await insertTestPlayer(db, 'NORMAL');
    await enterGiveaway(db, who, giveawayId, worldInstant(today));
    players.push(who);
  }
  return players;
}

async function currenciesOf(db: Db, players: readonly TestPlayer[]) {
  const rows = await db
    .select()
    .from(playerAccounts)
    .where(
      and(
        eq(playerAccounts.ruleSet, 'NORMAL'),
        inArray(
          playerAccounts.userId,
          players.map((p) => p.userId),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.userId, { balance: row.balance, loreDust: row.loreDust }]));
}

async function winnersOf(db: Db, giveawayId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: giveawayEntries.userId })
    .from(giveawayEntries)
    .where(and(eq(giveawayEntries.giveawayId, giveawayId), eq(giveawayEntries.won, true)));
  return rows.map((row) => row.userId).sort();
}

describe("the daily turn's giveaways", () => {
  it('draws a giveaway on its end date by its seed and entry order and gives the prize once over two turns', async () => {
    const db = t.app.db;
    const today = await readWorldDate(db);
    const money = await insertGiveaway(db, 'NORMAL', 1);
    const banner = await insertGiveaway(db, 'NORMAL', 2);
    assert.equal(banner.prize.kind, 'BANNER');
    const moneyPlayers = await entrants(db, money.id, 7);
    const bannerPlayers = await entrants(db, banner.id, 5);
    const before = await currenciesOf(db, moneyPlayers);

    const first = await playNewDay(db, today);
    // The same day's turn again (as when two were started together): refused, nothing drawn twice.
    await assert.rejects(() => playNewDay(db, today), DailyTurnAlreadyPlayed);
    assert.equal(await drawDueGiveaways(db, 'NORMAL', addDays(today, 1)), 0);
    assert.ok(first.giveawaysDrawn >= 2, `${first.giveawaysDrawn} drawn`);

    const [drawn] = await db.select().from(giveaways).where(eq(giveaways.id, money.id));
    assert.ok(drawn?.drawnAt);
    assert.equal(drawn.drawSeed, giveawayDrawSeed(money.id, money.endDate));
    const read = (await t.app.inject({ url: `/public/giveaway/${money.id}` })).json() as Giveaway;
    assert.equal(read.isDrawn, true);
    assert.equal(read.drawSeed, drawn.drawSeed);
    assert.equal(read.entrantIds?.length, 7);
    const expected = drawGiveawayWinners(read.entrantIds!, read.winnerCount, read.drawSeed!).sort();
    assert.equal(expected.length, 3);
    assert.deepEqual(await winnersOf(db, money.id), expected);
    assert.deepEqual(read.winners.map((w) => w.id).sort(), expected);

    const after = await currenciesOf(db, moneyPlayers);
    for (const who of moneyPlayers) {
      const won = expected.includes(who.userId);
      const gained = {
        balance: after.get(who.userId)!.balance - before.get(who.userId)!.balance,
        loreDust: after.get(who.userId)!.loreDust - before.get(who.userId)!.loreDust,
      };
      assert.deepEqual(
        gained,
        won
          ? { balance: giveawayCurrencies.balance, loreDust: giveawayCurrencies.loreDust }
          : { balance: 0, loreDust: 0 },
      );
      const player = (
        await t.app.inject({ url: `/public/giveaway/${money.id}/player/${who.name}` })
      ).json() as GiveawayPlayer;
      assert.equal(player.hasWon, won);
    }

    const bannerWinners = await winnersOf(db, banner.id);
    assert.equal(bannerWinners.length, 3);
    const unlocked = await db
      .select({ userId: userBanners.userId })
      .from(userBanners)
      .where(
        and(
          eq(userBanners.bannerId, banner.prize.bannerId!),
          inArray(
            userBanners.userId,
            bannerPlayers.map((p) => p.userId),
          ),
        ),
      );
    assert.deepEqual(unlocked.map((row) => row.userId).sort(), bannerWinners);

    // The next giveaway is open from the new day on.
    const list = (await t.app.inject({ url: '/public/giveaway' })).json() as GiveawayList;
    assert.ok(list.some((g) => g.isOpen && !g.isDrawn));
  });

  it('two draws at once give the prize once', async () => {
    const db = t.app.db;
    const today = await readWorldDate(db);
    const money = await insertGiveaway(db, 'NORMAL', 1);
    const players = await entrants(db, money.id, 4);
    const before = await currenciesOf(db, players);

    const tomorrow = addDays(today, 1);
    const due = await db
      .select({ id: giveaways.id })
      .from(giveaways)
      .where(and(eq(giveaways.ruleSet, 'NORMAL'), isNull(giveaways.drawnAt), lte(giveaways.endDate, tomorrow)));
    const drawn = await Promise.all([
      drawDueGiveaways(db, 'NORMAL', tomorrow),
      drawDueGiveaways(db, 'NORMAL', tomorrow),
    ]);
    assert.equal(
      drawn.reduce((a, b) => a + b, 0),
      due.length,
    );
    assert.equal((await winnersOf(db, money.id)).length, 3);
    const after = await currenciesOf(db, players);
    const gained = players.reduce(
      (sum, who) => sum + after.get(who.userId)!.balance - before.get(who.userId)!.balance,
      0,
    );
    assert.equal(gained, 3 * giveawayCurrencies.balance!);
  });
});
