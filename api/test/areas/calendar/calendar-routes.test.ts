// GET /public/calendar/{userName}: a player's advent calendar, on rows the tests insert.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { AdventCalendar } from '@zu/shared-contract';
import { useGameWorld, type GameWorld } from '../../support/game-world';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
const loadWorld = useGameWorld(t);
let world: GameWorld;
const { json } = requestsTo(t);

describe('GET /public/calendar/{userName}', () => {
  before(async () => {
    world = await loadWorld();
  });

  it("gives this year's 25 boxes, what they hold, which are opened and which can be", async () => {
    const year = world.today.slice(0, 4);
    const calendar = await json<AdventCalendar>('/public/calendar/joueur.test');
    assert.deepEqual(
      [calendar.initDate, calendar.beginDate, calendar.endDate],
      [`${year}-12-01T00:00:00`, `${year}-12-01T00:00:00`, `${year}-12-25T23:59:59`],
    );
    assert.deepEqual(
      calendar.calendars.map((box) => box.index),
      Array.from({ length: 25 }, (_, i) => i),
    );
    const [first, second, third] = calendar.calendars;
    assert.equal(first!.openedDate, `${year}-12-01T08:00:00`);
    assert.equal(first!.isOpenable, false);
    assert.deepEqual([first!.itemMetadata?.item.id, first!.itemMetadata?.shinyLevel], [world.itemIds[8], 1]);
    assert.ok(second!.banner?.imageUrl.endsWith('.webp'));
    assert.equal(third!.luckyType, 'LUCKY_RAYOU');
    assert.equal(calendar.calendars.filter((box) => box.luckyType !== null).length, 1);
    for (const box of calendar.calendars.slice(1)) {
      const day = box.openableDate.slice(0, 10);
      assert.equal(box.isOpenable, day <= world.today && world.today <= `${year}-12-25`, day);
      assert.equal('openedDate' in box, false);
    }
  });

  it('answers from the rule set asked for (no HARDCORE calendar this year)', async () => {
    const calendar = await json<AdventCalendar>('/public/calendar/joueur.test', hardcore);
    assert.deepEqual(calendar.calendars, []);
    assert.match(calendar.beginDate, /^\d{4}-12-01T00:00:00$/);
  });
});
