// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  calendarBoxDate,
  generateCalendar,
  hasOpenedCalendarBox,
  isCalendarBoxOpenable,
  isInCalendarPeriod,
  openCalendarBox,
  type CalendarContext,
} from '../../../src/areas/calendar/calendar-rules';
import { recordsOf } from '../../../src/engine/records';
import { addDays } from '../../../src/engine/world-rules';
import { catalogue, context, play, player, refusedWith, ticketContext } from '../fixtures';

const boxes = generateCalendar(2026, context('2026-12-01T10:00:00Z').prng, catalogue, 'banner-noel');
const ctx = (now: string): CalendarContext => ({ ...ticketContext(now), boxes });

describe('advent calendar', () => {
  it('runs from December 1 to 25, index 0 being December 1', () => {
    assert.equal(boxes.length, 25);
    assert.equal(calendarBoxDate(2026, 0), '2026-12-01');
    assert.equal(boxes[24]?.openableDate, '2026-12-25');
    assert.equal(isInCalendarPeriod('2026-11-30'), false);
    assert.equal(isInCalendarPeriod('2026-12-25'), true);
    assert.equal(isInCalendarPeriod('2026-12-26'), false);
    assert.equal(boxes[24]?.reward.bannerId, 'banner-noel');
    assert.equal(boxes[24]?.reward.shinyLevel, 1);
    assert.equal(boxes[3]?.reward.luckyType, 'LUCKY_RAYOU');
    assert.equal(boxes[0]?.reward.balance, 500);
  });

  it('opens a box from its day on, past boxes included, each once', () => {
    refusedWith(openCalendarBox(player(), { index: 4 }, ctx('2026-12-04T10:00:00Z')), 'BOX_NOT_YET_OPENABLE');
    const first = play(player(), openCalendarBox(player(), { index: 0 }, ctx('2026-12-04T10:00:00Z')));
    assert.equal(first.state.currencies.balance, 500);
    refusedWith(openCalendarBox(first.state, { index: 0 }, ctx('2026-12-05T10:00:00Z')), 'BOX_ALREADY_OPENED');
    const ticket = play(first.state, openCalendarBox(first.state, { index: 3 }, ctx('2026-12-20T10:00:00Z')));
    assert.equal(ticket.state.tickets.length, 1);
    const last = play(ticket.state, openCalendarBox(ticket.state, { index: 24 }, ctx('2026-12-25T10:00:00Z')));
    assert.equal(recordsOf(last.effects.records, 'bannerUnlocked')[0]?.bannerId, 'banner-noel');
    refusedWith(openCalendarBox(player(), { index: 1 }, ctx('2026-12-26T10:00:00Z')), 'CALENDAR_CLOSED');
    refusedWith(openCalendarBox(player(), { index: 25 }, ctx('2026-12-25T10:00:00Z')), 'BOX_NOT_FOUND');
  });

  it('calls a box openable exactly when opening it is accepted, from its own day to the end of its calendar', () => {
    const opened = play(player(), openCalendarBox(player(), { index: 2 }, ctx('2026-12-03T10:00:00Z'))).state;
    const days = [...Array.from({ length: 28 }, (_, i) => addDays('2026-11-29', i)), '2027-12-02'];
    for (const state of [player(), opened]) {
      for (const box of boxes) {
        for (const day of days) {
          const accepted = openCalendarBox(state, { index: box.index }, ctx(`${day}T10:00:00Z`)).ok;
          const openable = isCalendarBoxOpenable(box.openableDate, day, hasOpenedCalendarBox(state, box.index, day));
          assert.equal(openable, accepted, `box ${box.index} on ${day}`);
        }
      }
    }
    assert.equal(isCalendarBoxOpenable('2026-12-03', '2026-12-24', false), true);
    assert.equal(isCalendarBoxOpenable('2026-12-03', '2027-12-24', false), false, "a past year's box stays shut");
  });
});
