// Achievements, the week's challenges and the advent calendar, on rows the tests insert (the seed does not fill
// these tables yet): each rule set answers from its own rows.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { AchievementProgress, ActiveChallenge, AdventCalendar } from '@zu/shared-contract';
import { lootAchievementCategoryId } from '../src/areas/achievements/achievement-definitions-rules';
import { challengeDefinitions, challengePeriodOf } from '../src/areas/challenges/challenges-rules';
import { addDays } from '../src/engine/world-rules';
import { ids, useGameWorld, type GameWorld } from './support/game-world';
import { hardcore, useTestApp } from './support/test-app';

const t = useTestApp();
const loadWorld = useGameWorld(t);
let world: GameWorld;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const json = async <T>(url: string, headers: Record<string, string> = {}) => {
  const response = await get(url, headers);
  assert.equal(response.statusCode, 200, response.body.slice(0, 300));
  return response.json() as T;
};

describe('GET /public/achievement/{userName}/{categoryId}', () => {
  before(async () => {
    world = await loadWorld();
  });
  const loot = `/public/achievement/joueur.test/${lootAchievementCategoryId}`;

  it("lists the category's achievements in order: the date once done, the progress until then", async () => {
    const [done, started, untouched, ...rest] = await json<AchievementProgress[]>(loot);
    assert.deepEqual(rest, []);
    assert.deepEqual(
      [done, started, untouched].map((entry) => entry!.achievement.id),
      ids.achievement.slice(0, 3),
    );

    assert.match(done!.id!, /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.equal(done!.date, `${addDays(world.today, -40)}T12:00:00`);
    assert.equal('progress' in done!, false);
    assert.equal(done!.achievement.rewardLoreDust, 100);

    assert.equal(started!.id, null);
    assert.equal('date' in started!, false);
    assert.deepEqual(started!.progress, {
      type: 'LOOT_DAYS',
      current: 400,
      max: 730,
      items: [
        { name: '◇ 365/365', done: true },
        { name: '◇ 35/365', done: false },
      ],
    });
    assert.ok(started!.achievement.rewardBanner?.imageUrl.endsWith('.webp'));

    assert.equal(untouched!.progress?.current, 0);
    assert.deepEqual(
      untouched!.progress?.items?.map((item) => item.name),
      ['◇ 0/365', '◇ 0/365', '◇ 0/365'],
    );
    assert.equal(untouched!.achievement.rewardItem?.id, world.itemIds[7]);
  });

  it("keeps an unlock's id from one call to the next", async () => {
    const first = await json<AchievementProgress[]>(loot);
    const again = await json<AchievementProgress[]>(loot);
    assert.equal(first[0]!.id, again[0]!.id);
  });

  it('answers from the rule set asked for', async () => {
    const [first] = await json<AchievementProgress[]>(loot, hardcore);
    assert.equal(first!.id, null);
    assert.equal(first!.progress?.current, 12);
  });

  it('shows no yearly items for other kinds of achievement', async () => {
    const entries = await json<AchievementProgress[]>(`/public/achievement/joueur.test/${ids.categoryOther}`);
    assert.deepEqual(
      entries.map((entry) => [entry.progress?.type, entry.progress?.items]),
      [['UNIQUE_CARDS', null]],
    );
  });

  it('answers 404 to an unknown category and 400 to an id that is not one', async () => {
    const unknown = await get('/public/achievement/joueur.test/00000000-0000-4000-8000-000000000000');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'ACHIEVEMENT_CATEGORY_NOT_FOUND');
    const bad = await get('/public/achievement/joueur.test/loot');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().code, 'INVALID_REQUEST');
  });
});

describe('GET /public/challenge', () => {
  before(async () => {
    world = await loadWorld();
  });

  it("lists the week's three challenges, sharing its dates", async () => {
    const week = challengePeriodOf(world.today);
    for (const [headers, offset] of [
      [{}, 0],
      [hardcore, 3],
    ] as const) {
      const active = await json<ActiveChallenge[]>('/public/challenge', headers);
      assert.deepEqual(
        active.map((entry) => entry.challenge.id),
        challengeDefinitions.slice(offset, offset + 3).map((definition) => definition.id),
      );
      for (const entry of active) {
        assert.deepEqual([entry.beginDate, entry.endDate], [`${week.beginDate}T00:00:00`, `${week.endDate}T23:59:59`]);
        assert.equal('progress' in entry || 'challengeLog' in entry, false);
      }
    }
  });

  it('carries an ETag and Cache-Control per rule set, and answers 304 to a matching If-None-Match', async () => {
    const normal = await get('/public/challenge');
    const etag = normal.headers.etag as string;
    assert.match(etag, /^".+"$/);
    assert.match(String(normal.headers['cache-control']), /^public, max-age=\d+$/);
    assert.match(String(normal.headers.vary), /X-ZUnivers-RuleSetType/i);
    const again = await get('/public/challenge', { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal((await get('/public/challenge', { 'if-none-match': `W/${etag}` })).statusCode, 304);
    const other = await get('/public/challenge', { ...hardcore, 'if-none-match': etag });
    assert.equal(other.statusCode, 200, 'the HARDCORE list is another answer');
    assert.notEqual(other.headers.etag, etag);
  });
});

describe('GET /public/challenge/{userName}', () => {
  before(async () => {
    world = await loadWorld();
  });

  it("adds the player's progress while a challenge is not done, and its log once done", async () => {
    const [done, started, untouched] = await json<ActiveChallenge[]>('/public/challenge/joueur.test');
    assert.equal('progress' in done!, false);
    assert.match(done!.challengeLog!.date, new RegExp(`^${challengePeriodOf(world.today).beginDate}T20:00:00$`));
    assert.match(done!.challengeLog!.id, /^[0-9a-f-]{36}$/);
    assert.equal('challengeLog' in started!, false);
    assert.deepEqual(started!.progress, {
      type: challengeDefinitions[1]!.type,
      current: 1,
      max: challengeDefinitions[1]!.max,
    });
    assert.equal(untouched!.progress?.current, 0);
  });

  it('answers from the rule set asked for', async () => {
    const active = await json<ActiveChallenge[]>('/public/challenge/joueur.test', hardcore);
    assert.deepEqual(
      active.map((entry) => entry.progress?.current),
      [0, 0, 0],
    );
    assert.deepEqual(
      active.map((entry) => entry.id),
      (await json<ActiveChallenge[]>('/public/challenge', hardcore)).map((entry) => entry.id),
    );
  });
});

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
