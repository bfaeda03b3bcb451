// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { achievementMetricValue } from '../../../src/areas/achievements/achievements-rules';
import { maxedConstellationCount } from '../../../src/areas/inventory/constellation-rules';
import { leaderboardScore, rankLeaderboard } from '../../../src/areas/leaderboards/leaderboards-rules';
import { zeroCounters } from '../../../src/engine/player-state';
import { catalogue, player, withCards } from '../fixtures';

describe('leaderboard scores', () => {
  const collector = withCards(player(), [
    ['c1', 3],
    ['c2', 1],
    ['c2', 1, 1],
    ['c3', 2, 0, 2],
    ['c4', 1, 0, 1],
  ]);

  it('GLOBAL sums the points of each distinct card × shiny level held, constellations aside', () => {
    // c1: 10, c2 normal: 20, c2 golden: 40, c4 plain copy: none (only its constellation).
    assert.deepEqual(leaderboardScore('GLOBAL', collector, catalogue), {
      type: 'GLOBAL',
      score: 70,
      data: { total: 5, totalDistinct: 3 },
      tieBreak: 3,
    });
  });

  it('adds or removes 500 points per points effect card, never below zero', () => {
    assert.equal(
      leaderboardScore('GLOBAL', withCards(collector, [['e-buff-points', 1]]), catalogue)?.score,
      70 + 30 + 500,
    );
    assert.equal(leaderboardScore('GLOBAL', withCards(collector, [['e-debuff-points', 1]]), catalogue)?.score, 0);
  });

  it('keeps TRADELESS to players who never traded', () => {
    assert.equal(leaderboardScore('TRADELESS', collector, catalogue)?.score, 70);
    const trader = { ...collector, counters: { ...zeroCounters(), tradeCount: 1 } };
    assert.equal(leaderboardScore('TRADELESS', trader, catalogue), null);
  });

  it('counts unique cards, constellations and the other boards in the data shapes clients read', () => {
    assert.deepEqual(leaderboardScore('INVENTORY_UNIQUE', collector, catalogue)?.data, { total: 2 });
    assert.equal(leaderboardScore('INVENTORY_UNIQUE_NORMAL', collector, catalogue)?.score, 2);
    assert.equal(leaderboardScore('INVENTORY_UNIQUE_GOLDEN', collector, catalogue)?.score, 1);
    // c3 at upgradeLevel 2: level 2 of 3; c4 at upgradeLevel 1: level 4 of 4 (maxed).
    assert.deepEqual(leaderboardScore('UPGRADE', collector, catalogue), {
      type: 'UPGRADE',
      score: 6,
      data: { total: 2, maxed: 1 },
      tieBreak: 1,
    });
    const veteran = {
      ...player(),
      counters: { ...zeroCounters(), achievementScore: 40, achievementCount: 3 },
      reputations: { a: 10, b: 30 },
    };
    assert.deepEqual(leaderboardScore('ACHIEVEMENT', veteran, catalogue)?.data, { achievementCount: 3 });
    assert.deepEqual(leaderboardScore('REPUTATION', veteran, catalogue), {
      type: 'REPUTATION',
      score: 40,
      data: { total: 40 },
      tieBreak: 30,
    });
  });
});

describe('leaderboard scores of chroma cards, fusions and tickets', () => {
  it('counts distinct chroma cards, fusions made and tickets scratched', () => {
    const state = {
      ...withCards(player(), [
        ['c1', 1, 2],
        ['c1', 2, 2],
        ['c2', 1, 2],
        ['c3', 1, 1],
      ]),
      counters: { ...zeroCounters(), fusionCount: 4, luckyCount: 7 },
    };
    assert.deepEqual(leaderboardScore('INVENTORY_UNIQUE_CHROMA', state, catalogue), {
      type: 'INVENTORY_UNIQUE_CHROMA',
      score: 2,
      data: { total: 2 },
      tieBreak: 3,
    });
    assert.deepEqual(leaderboardScore('FUSION', state, catalogue), {
      type: 'FUSION',
      score: 4,
      data: { total: 4 },
      tieBreak: 3,
    });
    assert.deepEqual(leaderboardScore('LUCKY', state, catalogue), {
      type: 'LUCKY',
      score: 7,
      data: { total: 7 },
      tieBreak: 0,
    });
  });
});

describe('leaderboard ranking', () => {
  it('gives equal scores the same position (rank semantics) and a stable order inside a tie', () => {
    const rows = [
      { userId: '1', userName: 'zoe', score: 50, tieBreak: 1 },
      { userId: '2', userName: 'alice', score: 80, tieBreak: 0 },
      { userId: '3', userName: 'bob', score: 50, tieBreak: 1 },
      { userId: '4', userName: 'carl', score: 50, tieBreak: 9 },
      { userId: '5', userName: 'dan', score: 10, tieBreak: 0 },
      { userId: '6', userName: 'eve', score: 0, tieBreak: 4 },
    ];
    const ranked = rankLeaderboard(rows);
    assert.deepEqual(
      ranked.map((r) => [r.userName, r.position]),
      [
        ['alice', 1],
        ['carl', 2],
        ['bob', 2],
        ['zoe', 2],
        ['dan', 5],
      ],
      'eve, at zero, is left off',
    );
    assert.deepEqual(
      rankLeaderboard([...rows].reverse()).map((r) => r.userId),
      ranked.map((r) => r.userId),
    );
  });
});

describe('maxed constellations', () => {
  it('are counted once, by the constellation rule, for the UPGRADE board and the MAXED_CONSTELLATIONS achievement', () => {
    const state = withCards(player(), [
      ['c1', 2],
      ['c2', 1, 0, 1],
      ['c3', 1, 0, 1],
      ['c4', 1, 0, 2],
    ]);
    assert.equal(maxedConstellationCount(state), 2);
    assert.equal(leaderboardScore('UPGRADE', state, catalogue)?.data.maxed, maxedConstellationCount(state));
    assert.equal(achievementMetricValue('MAXED_CONSTELLATIONS', state, catalogue), maxedConstellationCount(state));
  });
});
