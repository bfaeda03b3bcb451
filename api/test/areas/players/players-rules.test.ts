// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ruleSets } from '../../../src/engine/rule-sets';
import { isPlayerActive, rankIndexFor, rankNameFor, rankThresholds } from '../../../src/areas/players/players-rules';
import { rankNames } from '../../../src/areas/players/rank-names';

describe('players', () => {
  it('ranks by GLOBAL score, one rising threshold per rank in each rule set', () => {
    for (const ruleSet of ruleSets) {
      const thresholds = rankThresholds[ruleSet];
      assert.equal(thresholds.length, rankNames.length, ruleSet);
      assert.equal(thresholds[0], 0, ruleSet);
      thresholds.slice(1).forEach((threshold, i) => assert.ok(threshold > thresholds[i]!, `${ruleSet} rank ${i + 1}`));
      assert.equal(rankNameFor(0, ruleSet), 'Novice');
      assert.equal(rankIndexFor(thresholds[1]! - 1, ruleSet), 0);
      assert.equal(rankIndexFor(thresholds[1]!, ruleSet), 1);
      assert.equal(rankNameFor(10_000_000, ruleSet), 'Légende');
    }
  });

  it('ranks a hardcore collection on a smaller scale than a NORMAL one', () => {
    // A season's good hardcore collection: a few thousand points.
    assert.equal(rankNameFor(2_000, 'NORMAL'), 'Novice');
    assert.equal(rankNameFor(2_000, 'HARDCORE'), 'Expert');
    assert.equal(rankNameFor(6_000, 'HARDCORE'), 'Légende');
    assert.equal(rankNameFor(25_000, 'NORMAL'), 'Maître');
  });

  it('is active with a command in the last 30 days', () => {
    const now = new Date('2026-11-02T10:00:00Z');
    assert.equal(isPlayerActive('2026-10-03T10:00:00.000Z', now), true);
    assert.equal(isPlayerActive('2026-10-03T09:59:59.000Z', now), false);
    assert.equal(isPlayerActive(null, now), false);
  });
});
