// The played world turned into rows: what the bulk load will write must agree with the simulated states and with
// the records the actions produced.
// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recordsOf } from '../../../src/engine/records';
import { createPrng } from '../../../src/engine/prng';
import { worldSeedRows } from '../../../src/seed/world-seed';
import { simulateWorld } from '../../../src/seed/world/simulate-world';
import { smallerSeed, TODAY, worldInput } from './fixture';

const data = smallerSeed(24);
const world = simulateWorld(worldInput(data, TODAY));
const rows = worldSeedRows(
  world,
  {
    catalogue: {
      packs: data.packs,
      items: data.items,
      fusions: data.fusions,
      fusionInputs: data.fusionInputs,
      evolutionSteps: data.evolutionSteps,
      recycleConfig: data.recycleConfig,
    },
    playerAccounts: data.playerAccounts,
    userBanners: data.userBanners,
    ranks: data.ranks,
    appSettings: data.appSettings,
  },
  createPrng('world-seed-test'),
);
const allRecords = world.accounts.flatMap((account) => account.records);

describe('the played world as rows', () => {
  it('gives each account its final currencies, one counters row and one summary', () => {
    for (const account of world.accounts) {
      const row = rows.playerAccounts.find((a) => a.userId === account.userId && a.ruleSet === account.ruleSet);
      assert.ok(row);
      assert.equal(row.balance, account.state.currencies.balance);
      assert.equal(row.loreDust, account.state.currencies.loreDust);
    }
    assert.equal(rows.playerCounters.length, world.accounts.length);
    assert.equal(rows.playerSummaries.length, world.accounts.length);
    assert.ok(rows.inventories.every((entry) => entry.quantity > 0));
  });

  it('writes one history row per record that appends, and applies the updates to them', () => {
    assert.equal(rows.loots.length, recordsOf(allRecords, 'loot').length);
    assert.equal(rows.invocations.length, recordsOf(allRecords, 'invocation').length);
    assert.equal(rows.actionLog.length, recordsOf(allRecords, 'actionLog').length);
    const scratched = rows.tickets.filter((ticket) => ticket.scratchedAt);
    assert.equal(scratched.length, recordsOf(allRecords, 'ticketScratched').length);
    const closedRuns = rows.hardcoreRuns.filter((run) => run.endDate);
    assert.equal(closedRuns.length, recordsOf(allRecords, 'hardcoreRunEnd').length);
    const unlocked = rows.playerAchievements.filter((row) => row.date);
    assert.equal(unlocked.length, recordsOf(allRecords, 'achievementUnlocked').length);
    const completed = rows.playerChallenges.filter((row) => row.completedDate);
    assert.equal(completed.length, recordsOf(allRecords, 'challengeCompleted').length);
  });

  it("keeps the corporations' treasuries as the members' gifts left them", () => {
    for (const corporation of rows.corporations) {
      const simulated = world.corporations.find((c) => c.id === corporation.id);
      assert.equal(corporation.balance, simulated?.balance);
    }
    assert.ok(rows.corporations.length > 0);
  });

  it('marks the market offers a trade took as accepted', () => {
    const accepted = new Set(rows.trades.map((trade) => trade.offerId));
    for (const offer of rows.tradeOffers) {
      if (accepted.has(offer.id)) assert.equal(offer.status, 'ACCEPTED');
    }
  });
});
