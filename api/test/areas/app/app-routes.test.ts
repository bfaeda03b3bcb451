import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gameFeatureIds } from '@zu/shared-contract';
import { hardcore, useTestApp } from '../../support/test-app';
import { events } from '../../../src/areas/invocations/invocations-schema';
import { isEventRunning, nextEventDay } from '../../../src/areas/invocations/invocations-rules';
import { readWorldDate, setWorldDate } from '../../../src/areas/world/world-clock';
import { REFERENCE_DAY } from '../../../src/seed/dates';
import { eq } from 'drizzle-orm';

const t = useTestApp();

describe('GET /app/settings', () => {
  it('answers for the NORMAL rule set when the header is missing, with every feature but BOSS', async () => {
    const response = await t.app.inject({ url: '/app/settings' });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), [
      'currentEventId',
      'gameFeatures',
      'inCalendarPeriod',
      'lastHardcoreSeasonDone',
      'nextEventBeginDate',
    ]);
    assert.deepEqual(body.gameFeatures, gameFeatureIds.filter((f) => f !== 'BOSS').sort());
    const today = await readWorldDate(t.database.db);
    const running = (await t.database.db.select().from(events)).filter(
      (event) => event.ruleSet === 'NORMAL' && isEventRunning({ ...event, itemIds: [] }, today),
    );
    assert.ok(running.length <= 1, 'at most one event runs at a time');
    assert.equal(body.currentEventId, running[0]?.id ?? null);
    assert.equal(typeof body.inCalendarPeriod, 'boolean');
    assert.equal(body.lastHardcoreSeasonDone, false);
  });

  it("gives the day the next event opens: after today, on the events' calendar, whatever runs today", async () => {
    for (const [today, next] of [
      ['2026-10-27', '2026-11-10'], // an event opened today: the next one, two weeks on
      ['2026-11-09', '2026-11-10'], // the day before an opening
      ['2026-11-20', '2026-11-24'],
    ] as const) {
      await setWorldDate(t.database.db, today);
      for (const headers of [{}, hardcore]) {
        const body = (await t.app.inject({ url: '/app/settings', headers })).json();
        assert.equal(body.nextEventBeginDate, next, today);
        assert.equal(nextEventDay(body.nextEventBeginDate), body.nextEventBeginDate, 'an opening day');
      }
    }
    await setWorldDate(t.database.db, REFERENCE_DAY);
  });

  it("names the event running on the seeded world's day (REFERENCE_DAY) in both rule sets", async () => {
    assert.equal(await readWorldDate(t.database.db), REFERENCE_DAY);
    for (const [ruleSet, headers] of [
      ['NORMAL', {}],
      ['HARDCORE', hardcore],
    ] as const) {
      const body = (await t.app.inject({ url: '/app/settings', headers })).json();
      assert.match(body.currentEventId ?? '', /^[0-9a-f-]{36}$/, ruleSet);
      const [event] = await t.database.db.select().from(events).where(eq(events.id, body.currentEventId));
      assert.ok(event && isEventRunning({ ...event, itemIds: [] }, REFERENCE_DAY), ruleSet);
      assert.equal(event.ruleSet, ruleSet);
    }
  });

  it('accepts HARDCORE, whatever the case of the header name', async () => {
    for (const name of ['X-ZUnivers-RuleSetType', 'x-zunivers-rulesettype']) {
      const response = await t.app.inject({ url: '/app/settings', headers: { [name]: 'HARDCORE' } });
      assert.equal(response.statusCode, 200, name);
    }
  });

  it('refuses any other rule set with 400 INVALID_RULE_SET', async () => {
    for (const value of ['hardcore', 'EXPERT', '', 'HARDCORE ']) {
      const response = await t.app.inject({ url: '/app/settings', headers: { 'X-ZUnivers-RuleSetType': value } });
      assert.equal(response.statusCode, 400, JSON.stringify(value));
      assert.equal(response.json().code, 'INVALID_RULE_SET');
      assert.equal(typeof response.json().message, 'string');
    }
  });
});

describe('GET /app/status', () => {
  it("gives the application version, the database version, the instance, the uptime and the world's day", async () => {
    const response = await t.app.inject({ url: '/app/status', headers: hardcore });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.applicationVersion, '2.3.0');
    assert.match(body.dbVersion, /^[1-9]\d*$/);
    assert.match(body.instanceId, /^[0-9a-f-]{36}$/);
    assert.equal(typeof body.uptime, 'number');
    assert.equal(body.worldDate, await readWorldDate(t.database.db));
  });
});

describe('GET /config', () => {
  it('tells keycloak-js where to sign in', async () => {
    const response = await t.app.inject({ url: '/config' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { url: 'http://api.test', realm: 'zunivers', clientId: 'zunivers-web' });
  });
});
