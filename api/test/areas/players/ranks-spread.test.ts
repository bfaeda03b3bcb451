// The ranks of the played small world (the API suite's template database): each rule set's thresholds fit its own
// scale of GLOBAL scores, so its players spread over several ranks instead of all sitting in the first one.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../src/db/client';
import { ruleSets, type RuleSet } from '../../../src/engine/rule-sets';
import { rankNameFor } from '../../../src/areas/players/players-rules';
import { openTestDatabase } from '../../support/test-app';

let handle: DatabaseHandle;
before(async () => {
  handle = await openTestDatabase();
});
after(async () => {
  await handle?.close();
});

interface AccountRank extends Record<string, unknown> {
  ruleSet: RuleSet;
  rank: string;
  score: number;
}

async function accountRanks(): Promise<AccountRank[]> {
  const { rows } = (await handle.db.execute(sql`
    select a.rule_set as "ruleSet", r.name as rank, coalesce(e.score, 0)::int as score
    from player_accounts a
    join ranks r on r.id = a.rank_id
    left join leaderboard_entries e on e.user_id = a.user_id and e.rule_set = a.rule_set and e.type = 'GLOBAL'
  `)) as unknown as { rows: AccountRank[] };
  return rows;
}

describe('ranks of the played world', () => {
  it("gives every account the rank its GLOBAL score reaches in the account's rule set", async () => {
    const wrong = (await accountRanks()).filter((a) => a.rank !== rankNameFor(a.score, a.ruleSet));
    assert.deepEqual(wrong.slice(0, 5), [], `${wrong.length} accounts with another rank`);
  });

  for (const ruleSet of ruleSets) {
    it(`spreads the ${ruleSet} players over several ranks`, async () => {
      const accounts = (await accountRanks()).filter((a) => a.ruleSet === ruleSet);
      const counts = new Map<string, number>();
      for (const { rank } of accounts) counts.set(rank, (counts.get(rank) ?? 0) + 1);
      const largest = Math.max(...counts.values());
      const spread = JSON.stringify(Object.fromEntries(counts));
      assert.ok(counts.size >= 3, `${ruleSet}: ${spread}`);
      assert.ok(largest <= accounts.length * 0.6, `${ruleSet}: one rank holds most players ${spread}`);
    });
  }
});
