import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isPlayerActive, rankIndexFor, rankNameFor, rankThresholds } from '../../../src/areas/players/players-rules';
import { rankNames } from '../../../src/seed/content/ranks';

describe('players', () => {
  it('ranks by GLOBAL score, one threshold per rank', () => {
    assert.equal(rankThresholds.length, rankNames.length);
    assert.equal(rankNameFor(0), 'Novice');
    assert.equal(rankIndexFor(1_999), 0);
    assert.equal(rankIndexFor(2_000), 1);
    assert.equal(rankNameFor(10_000_000), 'Légende');
  });

  it('is active with a command in the last 30 days', () => {
    const now = new Date('2026-11-02T10:00:00Z');
    assert.equal(isPlayerActive('2026-10-03T10:00:00.000Z', now), true);
    assert.equal(isPlayerActive('2026-10-03T09:59:59.000Z', now), false);
    assert.equal(isPlayerActive(null, now), false);
  });
});
