// The daily turn's duties towards rows players share, on the played small world: the Arène of the Vortex season
// that just ended, and the market offers of a player whose hardcore run the turn wipes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tournament } from '@zu/shared-contract';
import { playNewDay } from '../../src/orchestrator/new-day';
import { playArenaDay } from '../../src/areas/tower/tournament-repository';
import { seasonBracket, tournamentRoundCount } from '../../src/areas/tower/tournament-rules';
import { tournamentBattles, tournaments, towerSeasons } from '../../src/areas/tower/tower-schema';
import { seasonClimbers } from '../../src/areas/tower/tower-queries';
import { tradeOffers } from '../../src/areas/market/market-schema';
import { playerCounters } from '../../src/areas/players/players-schema';
import { hardcoreRuns } from '../../src/areas/world/world-schema';
import { items } from '../../src/areas/catalogue/catalogue-schema';
import { readWorldDate } from '../../src/areas/world/world-clock';
import { addDays, dailyTurnInstant } from '../../src/engine/world-rules';
import { hardcore, useTestApp } from '../support/test-app';

const t = useTestApp();

describe('the daily turn', () => {
  it('starts from a world whose latest Arène, in each rule set, answers a played bracket', async () => {
    for (const headers of [{}, hardcore]) {
      const response = await t.app.inject({ url: '/public/tournament/latest', headers });
      assert.equal(response.statusCode, 200, response.body);
      const tournament = response.json() as Tournament;
      assert.equal(tournament.isDone, true);
      assert.ok(tournament.roundCount >= 2);
      assert.equal(Math.max(...tournament.battles.map((b) => b.roundIndex)), tournament.roundCount - 1);
      assert.ok(tournament.battles.every((b) => typeof b.outcome === 'boolean'));
    }
  });

  it('brackets the climbers of the Vortex season that ended yesterday and plays one round a day, as the seed does', async () => {
    const db = t.app.db;
    const today = await readWorldDate(db);
    const [season] = await db
      .select()
      .from(towerSeasons)
      .where(and(eq(towerSeasons.ruleSet, 'NORMAL'), eq(towerSeasons.endDate, today)));
    assert.ok(season, "the seeded Vortex season ends on the world's day");
    const climbers = await seasonClimbers(db, season.id);
    assert.ok(climbers.length >= 2, `${climbers.length} climbers`);

    const report = await playNewDay(db, today);
    assert.ok(report.tournamentsBegun >= 1);
    assert.ok(report.tournamentRoundsPlayed >= 1);
    const [tournament] = await db.select().from(tournaments).where(eq(tournaments.seasonId, season.id));
    assert.ok(tournament);
    const roundCount = tournamentRoundCount(climbers.length);
    assert.deepEqual(
      [tournament.date, tournament.roundCount, tournament.roundIndex, tournament.isDone],
      [addDays(today, 1), roundCount, 1, false],
    );
    const battlesOf = (roundIndex: number) =>
      db
        .select()
        .from(tournamentBattles)
        .where(and(eq(tournamentBattles.tournamentId, tournament.id), eq(tournamentBattles.roundIndex, roundIndex)))
        .orderBy(asc(tournamentBattles.index));
    const first = await battlesOf(0);
    assert.deepEqual(
      first.map((b) => [b.participant1UserId, b.participant2UserId]),
      seasonBracket(season.id, climbers).map((b) => [b.participant1.userId, b.participant2?.userId ?? null]),
      'the bracket the rules draw from the climbers, whatever order they were read in',
    );
    assert.deepEqual(
      first.flatMap((b) => [b.participant1UserId, b.participant2UserId ?? []].flat()).sort(),
      climbers.map((c) => c.userId).sort(),
      'every climber seeded once',
    );
    assert.ok(first.every((b) => b.outcome !== null));
    const second = await battlesOf(1);
    assert.equal(second.length, first.length / 2);
    assert.ok(second.every((b) => b.outcome === null));
    const winners = first.map((b) => (b.outcome ? b.participant1UserId : b.participant2UserId));
    assert.deepEqual(
      second.flatMap((b) => [b.participant1UserId, b.participant2UserId]),
      winners,
    );

    // Once a day, however often the turn's step runs on that day.
    assert.deepEqual(await playArenaDay(db, 'NORMAL', addDays(today, 1)), { begun: false, roundsPlayed: 0 });
    for (let round = 1; round < roundCount; round++) {
      assert.deepEqual(await playArenaDay(db, 'NORMAL', addDays(today, 1 + round)), { begun: false, roundsPlayed: 1 });
    }
    const [done] = await db.select().from(tournaments).where(eq(tournaments.id, tournament.id));
    assert.deepEqual([done?.roundIndex, done?.isDone], [roundCount, true]);
    const final = await battlesOf(roundCount - 1);
    assert.equal(final.length, 1);
    assert.notEqual(final[0]?.outcome, null);

    const latest = await t.app.inject({ url: '/public/tournament/latest' });
    assert.equal(latest.statusCode, 200);
    const body = latest.json() as Tournament;
    assert.deepEqual([body.id, body.isDone, body.roundIndex], [tournament.id, true, roundCount]);
  });

  it("withdraws the market offers of a player whose hardcore run it wipes, and no one else's", async () => {
    const db = t.app.db;
    const today = await readWorldDate(db);
    const runs = await db
      .select({ userId: hardcoreRuns.userId })
      .from(hardcoreRuns)
      .where(isNull(hardcoreRuns.endDate))
      .orderBy(asc(hardcoreRuns.userId))
      .limit(2);
    const [wiped, kept] = runs.map((run) => run.userId);
    assert.ok(wiped && kept, 'two runs alive');
    // The first missed the world's day's daily, the other claimed it: only the first run ends tonight.
    await db
      .update(playerCounters)
      .set({ lastDailyDate: addDays(today, -1) })
      .where(and(eq(playerCounters.userId, wiped), eq(playerCounters.ruleSet, 'HARDCORE')));
    await db
      .update(playerCounters)
      .set({ lastDailyDate: today })
      .where(and(eq(playerCounters.userId, kept), eq(playerCounters.ruleSet, 'HARDCORE')));
    const [card] = await db.select({ id: items.id }).from(items).limit(1);
    const offer = (id: string, sellerId: string) => ({
      id,
      ruleSet: 'HARDCORE' as const,
      sellerId,
      itemId: card!.id,
      shinyLevel: 0,
      price: 100,
      createdAt: dailyTurnInstant(today),
      status: 'OPEN' as const,
    });
    const wipedOffer = '00000000-0000-4000-8000-00000000fa01';
    const keptOffer = '00000000-0000-4000-8000-00000000fa02';
    await db.insert(tradeOffers).values([offer(wipedOffer, wiped), offer(keptOffer, kept)]);

    const tomorrow = addDays(today, 1);
    const report = await playNewDay(db, today);
    assert.equal(report.today, tomorrow);
    const closed = await db
      .select({ id: tradeOffers.id, status: tradeOffers.status, closedAt: tradeOffers.closedAt })
      .from(tradeOffers)
      .where(eq(tradeOffers.ruleSet, 'HARDCORE'));
    const byId = new Map(closed.map((row) => [row.id, row]));
    assert.deepEqual(byId.get(wipedOffer), {
      id: wipedOffer,
      status: 'CANCELLED',
      closedAt: dailyTurnInstant(tomorrow),
    });
    assert.equal(byId.get(keptOffer)?.status, 'OPEN');
  });
});
