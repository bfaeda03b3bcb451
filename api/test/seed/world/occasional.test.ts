// Independent of DATABASE_URL: the world's simulation alone, no database, so the PostgreSQL pass leaves it out.
// The occasional crowd of the medium and large scales: how often it plays sets those scales' row counts (loots,
// invocations, inventories; see the seed's README), so the share of days it claims its daily is checked here on the
// small seed's people played the way the large scale plays them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recordsOf } from '../../../src/engine/records';
import { daysBetween } from '../../../src/engine/world-rules';
import { scaleSettings } from '../../../src/seed/types';
import { simulateWorld } from '../../../src/seed/world/simulate-world';
import type { WorldOutput } from '../../../src/seed/world/world-types';
import { seed, TODAY, worldInput } from './fixture';

const world = simulateWorld(worldInput(seed, TODAY, { occasionalShare: scaleSettings.large.occasionalShare }));

function dailyShare(ruleSet: 'NORMAL' | 'HARDCORE'): { accounts: number; share: number } {
  let days = 0;
  let dailies = 0;
  const accounts = world.accounts.filter((a) => a.ruleSet === ruleSet && a.habit === 'occasional');
  for (const account of accounts) {
    days += daysBetween(account.startDate, TODAY) + 1;
    dailies += recordsOf(account.records, 'loot').filter((loot) => loot.type === 'DAILY').length;
  }
  return { accounts: accounts.length, share: dailies / days };
}

describe('the occasional crowd', () => {
  it('claims its NORMAL daily about one day in seven', () => {
    const { accounts, share } = dailyShare('NORMAL');
    assert.ok(accounts > 100, `${accounts} occasional NORMAL accounts`);
    assert.ok(share > 0.12 && share < 0.17, `NORMAL: ${share.toFixed(3)} of the days`);
  });

  it('claims its HARDCORE daily about one day in three and a half', () => {
    const { accounts, share } = dailyShare('HARDCORE');
    assert.ok(accounts > 50, `${accounts} occasional HARDCORE accounts`);
    assert.ok(share > 0.24 && share < 0.33, `HARDCORE: ${share.toFixed(3)} of the days`);
  });

  it('sleeps through its breaks: the same world as visiting every account every day', () => {
    // The exact mode visits every account every day; the fast one lets a player on a break sleep until it ends.
    // A third of the players outside corporations join during the year: they sleep until their first day too.
    const members = new Set(seed.corporationMembers.map((m) => m.userId));
    const data = {
      ...seed,
      users: seed.users.map((user, index) =>
        index >= 10 && index % 3 === 0 && !members.has(user.id)
          ? { ...user, createdDate: new Date(Date.UTC(2026, index % 12, 1 + (index % 27), 9)) }
          : user,
      ),
    };
    const play = (exact: boolean) => simulateWorld(worldInput(data, TODAY, { occasionalShare: 0.9, exact }));
    const comparable = ({ stats, ...rest }: WorldOutput) => ({
      ...rest,
      actions: stats.actions,
      records: stats.records,
    });
    const fast = play(false);
    assert.ok(fast.accounts.filter((a) => a.habit === 'occasional').length > 60, 'occasional accounts');
    assert.deepEqual(comparable(play(true)), comparable(fast));
  });

  it('is absent from the small scale', () => {
    assert.equal(scaleSettings.small.occasionalShare, 0);
  });
});
