// The daily turn and the advent calendar: the turn that moves the small seed's world into December draws each rule
// set's calendar of the year, the very one the seed would have drawn for a world seeded that December, once; a
// calendar already there (a world seeded in December) stays as it is.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import type { AdventCalendar, CalendarBox } from '@zu/shared-contract';
import { drawCalendarRows } from '../../src/areas/calendar/calendar-box-rows';
import { calendarBoxCount, holidayBannerName } from '../../src/areas/calendar/calendar-rules';
import { calendarBoxes } from '../../src/areas/calendar/calendar-schema';
import { setWorldDate } from '../../src/areas/world/world-clock';
import { ruleSets, type RuleSet } from '../../src/engine/rule-sets';
import { loadCatalogue } from '../../src/orchestrator/catalogue-loader';
import { playNewDay } from '../../src/orchestrator/new-day';
import { generateBaseSeed, worldInputOf } from '../../src/seed/generate';
import { createCatalogueContext } from '../../src/seed/world/catalogue-context';
import { defaultWorldSeed } from '../../src/seed/world/simulate-world';
import { createWorldTimeline } from '../../src/seed/world/world-timeline';
import { profileActionsOf } from '../support/profile-actions';
import { useSignedTestApp } from '../support/test-tokens';

const t = useSignedTestApp();
const { db, createPlayer, headersOf } = profileActionsOf(t);

const boxesOf = (ruleSet: RuleSet, year: number) =>
  db()
    .select()
    .from(calendarBoxes)
    .where(and(eq(calendarBoxes.ruleSet, ruleSet), eq(calendarBoxes.year, year)))
    .orderBy(asc(calendarBoxes.index));

/** The calendar boxes the seed writes for a world whose day is `today`, from the same base as the test database. */
function seededCalendar(today: string) {
  const input = worldInputOf(generateBaseSeed({ scale: 'small' }), today);
  const holidayBannerId = input.banners?.find((b) => b.name === holidayBannerName)?.id ?? null;
  assert.ok(holidayBannerId, 'the seed has the holiday banner');
  const context = createCatalogueContext(input.catalogue);
  return createWorldTimeline(context, { today, seed: defaultWorldSeed, holidayBannerId }).rows.calendarBoxes;
}

describe('the daily turn entering December', () => {
  it("draws each rule set's calendar of the year, the one the seed would draw", async () => {
    await setWorldDate(db(), '2026-11-30');
    for (const ruleSet of ruleSets) assert.equal((await boxesOf(ruleSet, 2026)).length, 0, `${ruleSet} before`);

    const report = await playNewDay(db(), '2026-11-30');
    assert.equal(report.today, '2026-12-01');
    assert.ok(report.steps.includes('DRAW_CALENDAR'));
    assert.equal(report.calendarBoxesDrawn, calendarBoxCount * ruleSets.length);

    const seeded = seededCalendar('2026-12-01');
    for (const ruleSet of ruleSets) {
      const boxes = await boxesOf(ruleSet, 2026);
      assert.deepEqual(
        boxes.map((box) => [box.index, box.openableDate]),
        Array.from({ length: calendarBoxCount }, (_, i) => [i, `2026-12-${String(i + 1).padStart(2, '0')}`]),
      );
      assert.ok(boxes[calendarBoxCount - 1]?.bannerId, 'December 25 gives the holiday banner');
      assert.deepEqual(
        boxes,
        seeded.filter((row) => row.ruleSet === ruleSet),
        ruleSet,
      );
    }
  });

  it('lets a player of each rule set open box 0 and see the calendar', async () => {
    for (const ruleSet of ruleSets) {
      const player = await createPlayer(ruleSet);
      const opened = await t.app.inject({
        method: 'POST',
        url: '/public/calendar/0',
        headers: { ...headersOf(ruleSet), authorization: await t.bearer(player.name) },
      });
      assert.equal(opened.statusCode, 200, opened.body);
      assert.match(opened.json<CalendarBox>().openedDate ?? '', /^2026-12-01T/);

      const calendar = await t.app.inject({ url: `/public/calendar/${player.name}`, headers: headersOf(ruleSet) });
      assert.equal(calendar.statusCode, 200, calendar.body);
      const { calendars } = calendar.json<AdventCalendar>();
      assert.equal(calendars.length, calendarBoxCount, ruleSet);
      assert.deepEqual(
        calendars.filter((box) => box.openedDate !== undefined).map((box) => box.index),
        [0],
      );
    }
  });

  it('draws nothing more on the next turn', async () => {
    const before = await Promise.all(ruleSets.map((ruleSet) => boxesOf(ruleSet, 2026)));
    const report = await playNewDay(db(), '2026-12-01');
    assert.ok(report.steps.includes('DRAW_CALENDAR'));
    assert.equal(report.calendarBoxesDrawn, 0);
    assert.deepEqual(await Promise.all(ruleSets.map((ruleSet) => boxesOf(ruleSet, 2026))), before);
  });

  it('keeps the calendar of a world seeded in December', async () => {
    const catalogue = await loadCatalogue(db());
    // Not the turn's draw (ids and amounts of its own), so that a drawing over it would show.
    const given = ruleSets.flatMap((ruleSet) =>
      drawCalendarRows(ruleSet, 2027, catalogue, null).rows.map((row) => ({
        ...row,
        id: randomUUID(),
        balance: row.balance + 1,
      })),
    );
    await db().insert(calendarBoxes).values(given);
    await setWorldDate(db(), '2027-12-09');

    const report = await playNewDay(db(), '2027-12-09');
    assert.ok(report.steps.includes('DRAW_CALENDAR'));
    assert.equal(report.calendarBoxesDrawn, 0);
    for (const ruleSet of ruleSets) {
      assert.deepEqual(
        await boxesOf(ruleSet, 2027),
        given.filter((row) => row.ruleSet === ruleSet),
      );
    }
  });
});
