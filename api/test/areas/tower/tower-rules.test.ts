// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { reputationForFloor, reputationLevelFor, reputationLevels } from '../../../src/areas/tower/reputation-rules';
import {
  allowedTowerAttempts,
  ascend,
  climbTower,
  defaultTowerFloors,
  nextTowerAttemptInstant,
  nextTowerSeason,
  towerAttemptLoreDustCost,
  towerAttemptsLeft,
  type TowerContext,
  type TowerSeason,
} from '../../../src/areas/tower/tower-rules';
import { parisInstant } from '../../../src/engine/world-rules';
import type { PlayerState } from '../../../src/engine/player-state';
import { catalogue, constantPrng, context, play, player, refusedWith, THEMED_PACK, withCurrencies } from '../fixtures';

const season: TowerSeason = {
  id: 'tower-season-1',
  index: 1,
  beginDate: '2026-11-02',
  endDate: '2026-11-29',
  towerId: 'tower-1',
  packId: THEMED_PACK,
  reputationId: 'clan-1',
  floors: defaultTowerFloors(),
};
const at = (date: string, hour: number, minute = 0) => parisInstant(date, hour, minute);
const ctx = (now: Date, overrides: Partial<TowerContext> = {}): TowerContext => ({
  ...context(now.toISOString(), 'tower'),
  catalogue,
  season,
  ...overrides,
});

describe('Vortex attempts', () => {
  it('allows (days since the begin day at noon + 1) × 2 attempts', () => {
    assert.equal(allowedTowerAttempts('2026-11-02', at('2026-11-02', 11, 59)), 0);
    assert.equal(allowedTowerAttempts('2026-11-02', at('2026-11-02', 12)), 2);
    assert.equal(allowedTowerAttempts('2026-11-02', at('2026-11-03', 11, 59)), 2);
    assert.equal(allowedTowerAttempts('2026-11-02', at('2026-11-03', 12)), 4);
    assert.equal(allowedTowerAttempts('2026-11-02', at('2026-11-12', 18)), 22);
  });

  it('leaves the allowance less the attempts used, never below zero', () => {
    assert.equal(towerAttemptsLeft('2026-11-02', 3, at('2026-11-03', 12)), 1);
    assert.equal(towerAttemptsLeft('2026-11-02', 4, at('2026-11-03', 12)), 0);
    assert.equal(towerAttemptsLeft('2026-11-02', 4, at('2026-11-03', 11)), 0);
  });

  it("grows the allowance next at the coming noon of one of the season's days, none after the last one's", () => {
    const next = (date: string, hour: number, minute = 0) => nextTowerAttemptInstant(season, at(date, hour, minute));
    assert.deepEqual(next('2026-10-30', 15), at('2026-11-02', 12), 'before the season: its first noon');
    assert.deepEqual(next('2026-11-02', 11, 59), at('2026-11-02', 12));
    assert.deepEqual(next('2026-11-02', 12), at('2026-11-03', 12));
    assert.deepEqual(next('2026-11-29', 9), at('2026-11-29', 12), "the last day's noon still counts");
    assert.equal(next('2026-11-29', 12), undefined);
    assert.equal(next('2026-11-30', 9), undefined);
  });

  it('costs 20 loreDust per attempt and refuses once the allowance is used', () => {
    let state: PlayerState = withCurrencies(player(), { loreDust: 100 });
    const now = at('2026-11-02', 14);
    for (let i = 0; i < 2; i++) state = play(state, ascend(state, {}, ctx(now))).state;
    assert.equal(state.currencies.loreDust, 100 - 2 * towerAttemptLoreDustCost);
    assert.equal(state.tower?.attemptCount, 2);
    refusedWith(ascend(state, {}, ctx(now)), 'NO_TOWER_ATTEMPT_LEFT');
    play(state, ascend(state, {}, ctx(at('2026-11-03', 12))));
    refusedWith(ascend(withCurrencies(player(), { loreDust: 19 }), {}, ctx(now)), 'NOT_ENOUGH_LORE_DUST');
    refusedWith(ascend(state, {}, ctx(at('2026-11-30', 14))), 'TOWER_CLOSED');
    refusedWith(ascend(state, {}, ctx(now, { season: null })), 'TOWER_CLOSED');
  });

  it('has 6 floors whose drop rates (rarity 1–4 normal, then golden) add up to 100', () => {
    const floors = defaultTowerFloors();
    assert.equal(floors.length, 6);
    for (const floor of floors) {
      assert.equal(floor.dropRates.length, 8);
      assert.equal(
        floor.dropRates.reduce((sum, r) => sum + r.rate, 0),
        100,
      );
      assert.deepEqual(
        floor.dropRates.map((r) => `${r.rarity}${r.shinyLevel}`),
        ['10', '20', '30', '40', '11', '21', '31', '41'],
      );
    }
    assert.equal(floors[5]?.rate, 0);
  });

  it('climbs as far as the pass rates allow, never past floor index 5', () => {
    assert.equal(climbTower(constantPrng(0), season.floors), 5);
    assert.equal(climbTower(constantPrng(0.99), season.floors), 0);
    assert.equal(climbTower(constantPrng(0.5), season.floors), 2);
  });

  it('gives a card of the Vortex or Classique pack and reputation with the season clan', () => {
    const state = withCurrencies(player(), { loreDust: 20 });
    const { outcome, state: after } = play(
      state,
      ascend(state, {}, ctx(at('2026-11-02', 13), { prng: constantPrng(0) })),
    );
    assert.equal(outcome.floorIndex, 5);
    assert.ok(outcome.rarity >= 2 && outcome.rarity <= 4);
    const card = catalogue.itemsById.get(outcome.itemId)!;
    assert.ok(card.packId === THEMED_PACK || card.packName === 'Classique');
    assert.equal(outcome.reputationGained, 60);
    assert.deepEqual(after.reputations, { 'clan-1': 60 });
    assert.deepEqual(after.tower, { seasonId: season.id, attemptCount: 1, maxFloorIndex: 5 });
    assert.equal(after.counters.bestTowerFloor, 6);
  });
});

describe('reputations', () => {
  it('earns 10 per floor reached and climbs levels by value', () => {
    assert.deepEqual([0, 5].map(reputationForFloor), [10, 60]);
    assert.equal(reputationLevelFor(0).name, 'Inconnu');
    assert.equal(reputationLevelFor(100).index, 1);
    assert.equal(reputationLevelFor(1_499).index, 2);
    assert.equal(reputationLevelFor(5_000_000).index, 5);
    reputationLevels
      .slice(1)
      .forEach((level, i) => assert.equal(level.fromValue, (reputationLevels[i]?.toValue ?? 0) + 1));
  });
});

describe('the Vortex calendar', () => {
  it('begins the next season the day after the last, for 28 days, on the next tower in turn', () => {
    const towers = ['t0', 't1', 't2'];
    const latest = { index: 7, towerId: 't1', beginDate: '2026-10-05', endDate: '2026-11-01' };
    assert.deepEqual(nextTowerSeason(latest, towers), {
      index: 8,
      towerId: 't2',
      beginDate: '2026-11-02',
      endDate: '2026-11-29',
    });
    assert.equal(nextTowerSeason({ ...latest, towerId: 't2' }, towers).towerId, 't0', 'the turn wraps around');
  });
});
