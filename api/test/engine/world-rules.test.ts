// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dailyTurnSteps } from '../../src/orchestrator/daily-turn-rules';
import {
  addDays,
  dailyTurnInstant,
  daysBetween,
  isoWeekday,
  isWorldDate,
  parisInstant,
  parisTimeOf,
  worldDateOf,
  worldDateRange,
} from '../../src/engine/world-rules';

describe('world clock', () => {
  it('reads the game day of an instant in Paris time', () => {
    assert.equal(worldDateOf(new Date('2026-11-01T22:59:59Z')), '2026-11-01');
    assert.equal(worldDateOf(new Date('2026-11-01T23:00:00Z')), '2026-11-02');
    assert.equal(worldDateOf(new Date('2026-07-01T21:59:59Z')), '2026-07-01');
    assert.equal(worldDateOf(new Date('2026-07-01T22:00:00Z')), '2026-07-02');
  });

  it('counts calendar days across month, year and daylight-saving changes', () => {
    assert.equal(addDays('2026-12-31', 1), '2027-01-01');
    assert.equal(addDays('2028-03-01', -1), '2028-02-29');
    assert.equal(daysBetween('2026-03-28', '2026-03-30'), 2);
    assert.equal(daysBetween('2026-11-02', '2026-11-01'), -1);
    assert.deepEqual(worldDateRange('2026-10-24', '2026-10-26'), ['2026-10-24', '2026-10-25', '2026-10-26']);
    assert.deepEqual(worldDateRange('2026-10-26', '2026-10-24'), []);
  });

  it('knows weekdays and valid dates', () => {
    assert.equal(isoWeekday('2026-11-02'), 1);
    assert.equal(isoWeekday('2026-11-01'), 7);
    assert.equal(isWorldDate('2026-02-29'), false);
    assert.equal(isWorldDate('2028-02-29'), true);
    assert.equal(isWorldDate('2026-2-1'), false);
  });

  it('finds the instant of a Paris wall-clock time, summer and winter', () => {
    assert.equal(parisInstant('2026-07-14', 12).toISOString(), '2026-07-14T10:00:00.000Z');
    assert.equal(parisInstant('2026-12-24', 12).toISOString(), '2026-12-24T11:00:00.000Z');
    // The day clocks go forward: midnight is still UTC+1.
    assert.equal(parisInstant('2026-03-29', 0).toISOString(), '2026-03-28T23:00:00.000Z');
    assert.equal(parisInstant('2026-03-29', 12).toISOString(), '2026-03-29T10:00:00.000Z');
    assert.deepEqual(parisTimeOf(parisInstant('2026-10-25', 12, 30)), {
      date: '2026-10-25',
      hour: 12,
      minute: 30,
      second: 0,
    });
  });

  it('runs the daily turn at midnight and rotates challenges on Mondays only', () => {
    assert.equal(dailyTurnInstant('2026-11-02').toISOString(), '2026-11-01T23:00:00.000Z');
    assert.deepEqual(dailyTurnSteps('2026-11-02'), [
      'CLOSE_HARDCORE_RUNS',
      'PAY_BALANCE_EFFECTS',
      'ROTATE_CHALLENGES',
      'RESTOCK_SHOP',
      'PLAY_TOURNAMENT_ROUND',
    ]);
    assert.equal(dailyTurnSteps('2026-11-03').includes('ROTATE_CHALLENGES'), false);
  });

  it('draws the advent calendar on the days of the calendar period only', () => {
    assert.deepEqual(
      ['2026-11-30', '2026-12-01', '2026-12-25', '2026-12-26'].map((date) =>
        dailyTurnSteps(date).includes('DRAW_CALENDAR'),
      ),
      [false, true, true, false],
    );
  });
});
