// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  lootAchievementCategoryId,
  achievementDefinitions,
} from '../../../src/areas/achievements/achievement-definitions-rules';
import { achievementProgress } from '../../../src/areas/achievements/achievements-rules';
import { pityCounterStart, createPlayerState } from '../../../src/engine/player-state';
import { applyEffects } from '../../../src/engine/apply-effects';
import { currencies } from '../../../src/engine/record-types';
import { hardcoreSeasonLengthDays } from '../../../src/engine/hardcore-rules';
import { recordsOf } from '../../../src/engine/records';
import { addDays, daysBetween, worldDateRange } from '../../../src/engine/world-rules';
import { createCatalogueContext } from '../../../src/seed/world/catalogue-context';
import type { SimulatedAccount } from '../../../src/seed/world/world-types';
import { seed, timed, TODAY, userIdOf, worldInput } from './fixture';

const run = timed(worldInput(seed, TODAY, { keepEffects: true }));
const { world } = run;
const catalogue = createCatalogueContext(worldInput(seed, TODAY).catalogue).catalogue;

function accountOf(name: string, ruleSet: 'NORMAL' | 'HARDCORE'): SimulatedAccount {
  const userId = userIdOf(name);
  const account = world.accounts.find((a) => a.userId === userId && a.ruleSet === ruleSet);
  if (!account) throw new Error(`no ${ruleSet} account for ${name}`);
  return account;
}

function dailyDates(account: SimulatedAccount): Set<string> {
  return new Set(
    recordsOf(account.records, 'loot')
      .filter((r) => r.type === 'DAILY')
      .map((r) => r.date),
  );
}

describe('the simulated small world', () => {
  it('plays every account of the small seed, and tells how long it took', () => {
    assert.equal(world.accounts.length, seed.playerAccounts.length);
    const habits: Record<string, number> = {};
    for (const account of world.accounts) habits[account.habit] = (habits[account.habit] ?? 0) + 1;
    console.log(
      `small world: ${world.accounts.length} accounts, ${world.stats.days} days, ${world.stats.actions} actions ` +
        `in ${Math.round(run.wallMs)} ms (${Math.round(run.cpuMs)} ms of CPU, ` +
        `${((run.wallMs * 1000) / world.stats.actions).toFixed(1)} µs an action)`,
    );
    console.log('habits', habits);
    console.log('records by kind', world.stats.records);
    console.log('refusals by code', world.stats.refusals);
    assert.ok(world.stats.actions > 0);
  });

  it('gives every account the state that applyEffects folded over its recorded effects gives', () => {
    // A sample of accounts (the engine's own applyEffects copies whole inventories: folding every account is slow).
    const sample = world.accounts.filter((_, index) => index % 8 === 0);
    sample.push(accountOf('joueur.test', 'NORMAL'), accountOf('joueur.test', 'HARDCORE'));
    for (const account of sample) {
      let state = createPlayerState(account.userId, account.ruleSet, pityCounterStart);
      for (const effects of account.effects ?? []) {
        const applied = applyEffects(state, effects);
        assert.ok(applied.ok, `${account.userId} ${account.ruleSet}: ${applied.ok ? '' : applied.code}`);
        state = applied.state;
      }
      assert.deepEqual(state, account.state);
      assert.deepEqual(
        (account.effects ?? []).flatMap((e) => e.records),
        account.records,
      );
    }
  });

  it('never takes a currency, a quantity or a stock below zero', () => {
    for (const account of world.accounts) {
      const running = { balance: 0, loreDust: 0, loreFragment: 0, upgradeDust: 0 };
      for (const effects of account.effects ?? []) {
        for (const currency of currencies) {
          running[currency] += effects.currencies[currency] ?? 0;
          assert.ok(running[currency] >= 0, `${account.userId} ${currency} went below zero`);
        }
      }
      assert.deepEqual(running, account.state.currencies);
      for (const entry of Object.values(account.state.inventory)) assert.ok(entry.quantity > 0);
    }
    for (const row of world.reference.shopEntries) {
      assert.ok(row.currentStock >= 0 && row.currentStock <= row.initialStock, `offer ${row.id}`);
    }
    for (const shared of Object.values(world.shared)) {
      assert.ok(shared.jackpot >= 0);
      for (const corporation of Object.values(shared.corporations)) assert.ok(corporation.balance >= 0);
    }
  });

  it('ends every HARDCORE run on its first day without a daily, and wipes the player then', () => {
    const seasons = world.reference.hardcoreSeasons;
    for (const account of world.accounts) {
      const runs = recordsOf(account.records, 'hardcoreRunStart');
      const ends = recordsOf(account.records, 'hardcoreRunEnd');
      if (account.ruleSet === 'NORMAL') {
        assert.equal(runs.length + ends.length, 0);
        continue;
      }
      const dailies = dailyDates(account);
      assert.ok(runs.length - ends.length === 0 || runs.length - ends.length === 1);
      runs.forEach((start, index) => {
        const end = ends[index];
        assert.ok(dailies.has(start.startDate), 'a run starts with a daily');
        const last = end ? end.endDate : addDays(TODAY, -1);
        for (const date of worldDateRange(start.startDate, last)) {
          assert.ok(
            dailies.has(date),
            `${account.userId}: the run of ${start.startDate} lived on ${date} without a daily`,
          );
        }
        if (!end) return;
        assert.equal(end.startDate, start.startDate);
        if (end.reason === 'MISSED_DAILY') {
          assert.ok(end.failedDate);
          assert.equal(end.failedDate, addDays(end.endDate, 1));
          assert.equal(dailies.has(end.failedDate), false);
        } else {
          assert.equal(end.failedDate, null);
          assert.equal(end.endDate, seasons.find((s) => s.id === end.seasonId)?.endDate);
        }
      });
      const failures = ends.filter((e) => e.reason === 'MISSED_DAILY').length;
      assert.equal(account.state.counters.hardcoreFailureCount, failures);
      const wipes = recordsOf(account.records, 'hardcoreReset').filter((r) => r.reason === 'MISSED_DAILY').length;
      assert.equal(wipes, failures);
    }
  });

  it('fills corporation treasuries with gifts and spends them on upgrades only', () => {
    for (const ruleSet of ['NORMAL', 'HARDCORE'] as const) {
      const logs = world.accounts
        .filter((a) => a.ruleSet === ruleSet)
        .flatMap((a) => recordsOf(a.records, 'corporationLog'));
      for (const corporation of world.corporations.filter((c) => c.ruleSet === ruleSet)) {
        const own = logs.filter((l) => l.corporationId === corporation.id);
        const sum = (action: string) =>
          own.filter((l) => l.action === action).reduce((total, l) => total + (l.amount ?? 0), 0);
        assert.equal(corporation.balance, sum('LEDGER') - sum('UPGRADE'), corporation.id);
        assert.equal(world.shared[ruleSet].corporations[corporation.id]?.balance ?? 0, corporation.balance);
        const levels: Record<string, number> = {};
        for (const log of own.filter((l) => l.action === 'UPGRADE')) {
          levels[log.bonusType ?? ''] = (levels[log.bonusType ?? ''] ?? 0) + 1;
        }
        assert.deepEqual(corporation.bonuses, levels);
        assert.equal(
          corporation.memberCount,
          own.filter((l) => l.action !== 'LEDGER' && l.action !== 'UPGRADE' && l.action !== 'LEAVE').length,
        );
      }
      assert.ok(world.corporations.filter((c) => c.ruleSet === ruleSet && c.createdAt).length > 0);
    }
  });

  it('plays joueur.test every day in both rule sets', () => {
    for (const ruleSet of ['NORMAL', 'HARDCORE'] as const) {
      const account = accountOf('joueur.test', ruleSet);
      assert.equal(account.habit, 'regular');
      const dailies = dailyDates(account);
      assert.deepEqual([...dailies], worldDateRange(account.startDate, TODAY));
      assert.ok(Object.keys(account.state.inventory).length > 0, `${ruleSet} inventory`);
    }
    const normal = accountOf('joueur.test', 'NORMAL');
    assert.equal(daysBetween(normal.startDate, TODAY), 364);
    const yearly = achievementDefinitions.filter((d) => d.categoryId === lootAchievementCategoryId);
    assert.ok(normal.state.achievements[yearly[0]!.id], 'a year of dailies unlocks the first loot achievement');
    assert.deepEqual(
      achievementProgress(yearly[2]!, normal.state, catalogue)?.items?.map((i) => i.name),
      ['◇ 365/365', '◇ 0/365', '◇ 0/365'],
    );
  });

  it('creates the reference rows of the simulated span', () => {
    const { reference } = world;
    const seasons = reference.hardcoreSeasons;
    seasons.forEach((season, index) => {
      assert.equal(season.index, index + 1);
      assert.equal(daysBetween(season.beginDate, season.endDate), hardcoreSeasonLengthDays - 1);
      if (index > 0) assert.equal(season.beginDate, addDays(seasons[index - 1]!.endDate, 1));
    });
    const current = seasons[seasons.length - 1]!;
    assert.ok(current.beginDate <= TODAY && TODAY <= current.endDate);

    const category = reference.achievementCategories.find((c) => c.id === lootAchievementCategoryId);
    assert.ok(category);
    const loot = reference.achievements.filter((a) => a.categoryId === lootAchievementCategoryId);
    assert.deepEqual(
      loot.map((a) => [a.index, a.target]),
      [
        [0, 365],
        [1, 730],
        [2, 1095],
      ],
    );
    assert.equal(loot[2]!.name, 'Insomniaque');

    for (const period of reference.challengePeriods) {
      const chosen = reference.periodChallenges.filter((p) => p.periodId === period.id);
      assert.equal(chosen.length, 3);
      const types = chosen.map((p) => reference.challenges.find((c) => c.id === p.challengeId)?.type);
      assert.equal(new Set(types).size, 3);
    }
    assert.equal(reference.reputations.length, 5);
    assert.equal(reference.reputationLevels.length, 5 * 6);
    assert.equal(reference.towerFloors.length, reference.towers.length * 6);
    assert.equal(reference.towerFloorDropRates.length, reference.towers.length * 6 * 8);
    for (const ruleSet of ['NORMAL', 'HARDCORE'] as const) {
      const seasonsOf = reference.towerSeasons.filter((s) => s.ruleSet === ruleSet);
      assert.ok(seasonsOf.some((s) => s.beginDate <= TODAY && TODAY <= s.endDate));
      const events = reference.events.filter((e) => e.ruleSet === ruleSet);
      events.slice(1).forEach((event, index) => assert.ok(event.beginDate > events[index]!.endDate));
      const offers = reference.shopEntries.filter((e) => e.ruleSet === ruleSet);
      assert.equal(offers.length % 8, 0);
    }
    const invoked = world.accounts.flatMap((a) => recordsOf(a.records, 'invocation')).filter((r) => r.eventId);
    assert.equal(
      reference.events.reduce((sum, e) => sum + (e.invokeCount ?? 0), 0),
      invoked.length,
    );
    assert.equal(reference.calendarBoxes.length, 0, 'no advent calendar in November');
    assert.equal(world.stats.records.calendarBox ?? 0, 0);
  });
});
