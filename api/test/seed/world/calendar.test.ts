// The advent calendar opens in December only: a December `today` gives the year's boxes and their openings.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recordsOf } from '../../../src/engine/records';
import { simulateWorld } from '../../../src/seed/world/simulate-world';
import { smallerSeed, worldInput } from './fixture';

const data = smallerSeed(30);

describe('the advent calendar in a simulated world', () => {
  it('puts up the boxes of a December today and players open them, missed days included', () => {
    const world = simulateWorld(worldInput(data, '2026-12-10'));
    for (const ruleSet of ['NORMAL', 'HARDCORE'] as const) {
      const boxes = world.reference.calendarBoxes.filter((b) => b.ruleSet === ruleSet);
      assert.deepEqual(
        boxes.map((b) => b.index),
        Array.from({ length: 25 }, (_, i) => i),
      );
      const openings = world.accounts
        .filter((a) => a.ruleSet === ruleSet)
        .flatMap((a) => recordsOf(a.records, 'calendarBox'));
      assert.ok(openings.length > 0, `${ruleSet}: openings`);
      for (const opening of openings) {
        assert.equal(opening.year, 2026);
        assert.ok(opening.index <= 9, 'no box before its day');
        assert.ok(opening.at >= '2026-11-30T23:00:00.000Z');
      }
    }
    const regular = world.accounts.find((a) => a.habit === 'regular' && a.ruleSet === 'NORMAL');
    assert.deepEqual(regular?.state.calendar, { year: 2026, opened: Array.from({ length: 10 }, (_, i) => i) });
  });

  it('puts up nothing when today is not in December', () => {
    const world = simulateWorld(worldInput(data, '2026-11-20'));
    assert.equal(world.reference.calendarBoxes.length, 0);
    assert.equal(world.stats.records.calendarBox ?? 0, 0);
  });
});
