// The advent calendar opens in December only: a December `today` gives the year's boxes and their openings, with
// boxes of past days left shut by players who skipped them, and the test player's box of the day left to open.
// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { wellKnownAccounts } from '../../../src/seed';
import { recordsOf } from '../../../src/engine/records';
import { simulateWorld } from '../../../src/seed/world/simulate-world';
import { smallerSeed, userIdOf, worldInput } from './fixture';

const data = smallerSeed(30);
const today = '2026-12-10';
/** December 10's box. */
const todayIndex = 9;

describe('the advent calendar in a simulated world', () => {
  const world = simulateWorld(worldInput(data, today));
  const wellKnownIds = new Set(Object.values(wellKnownAccounts).map((a) => userIdOf(a.discordUserName)));
  const openedOf = (userId: string, ruleSet: string) =>
    world.accounts.find((a) => a.userId === userId && a.ruleSet === ruleSet)?.state.calendar.opened;

  it('puts up the boxes of a December today and players open them, never a box before its day', () => {
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
        assert.ok(opening.index <= todayIndex, 'no box before its day');
        assert.ok(opening.at >= '2026-11-30T23:00:00.000Z');
      }
    }
  });

  it('shows most players who keep the calendar with boxes opened and boxes of past days still shut', () => {
    const keepers = world.accounts.filter((a) => !wellKnownIds.has(a.userId) && a.state.calendar.opened.length > 0);
    assert.ok(keepers.length >= 10, `${keepers.length} players opened boxes`);
    const skipping = keepers.filter((a) =>
      Array.from({ length: todayIndex }, (_, i) => i).some((index) => !a.state.calendar.opened.includes(index)),
    );
    assert.ok(skipping.length * 2 > keepers.length, `${skipping.length} of ${keepers.length} skipped a past box`);
    const caughtUp = keepers.filter((a) => {
      const records = recordsOf(a.records, 'calendarBox');
      return records.some(
        (r) => r.index < todayIndex && !r.at.startsWith(`2026-12-${String(r.index + 1).padStart(2, '0')}`),
      );
    });
    assert.ok(caughtUp.length > 0, 'some opened a missed box on a later day');
  });

  it("leaves the test player boxes of past days shut and today's box to open, in both rule sets", () => {
    const testPlayer = userIdOf(wellKnownAccounts.testPlayer.discordUserName);
    for (const ruleSet of ['NORMAL', 'HARDCORE']) {
      const opened = openedOf(testPlayer, ruleSet) ?? [];
      assert.ok(opened.length > 0, `${ruleSet}: opened some`);
      assert.ok(!opened.includes(todayIndex), `${ruleSet}: today's box shut`);
      assert.ok(
        Array.from({ length: todayIndex }, (_, i) => i).some((index) => !opened.includes(index)),
        `${ruleSet}: a past box shut`,
      );
    }
    const noBanner = userIdOf(wellKnownAccounts.noBanner.discordUserName);
    assert.deepEqual(openedOf(noBanner, 'NORMAL'), [], 'an account kept without banners opens none');
  });

  it('puts up nothing when today is not in December', () => {
    const november = simulateWorld(worldInput(data, '2026-11-20'));
    assert.equal(november.reference.calendarBoxes.length, 0);
    assert.equal(november.stats.records.calendarBox ?? 0, 0);
  });
});
