// The week's challenges (GET /public/challenge) and a player's progress in them (GET /public/challenge/{userName}),
// on rows the tests insert.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ActiveChallenge } from '@zu/shared-contract';
import { challengeDefinitions, challengePeriodOf } from '../../../src/areas/challenges/challenges-rules';
import { useGameWorld, type GameWorld } from '../../support/game-world';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
const loadWorld = useGameWorld(t);
let world: GameWorld;
const { get, json } = requestsTo(t);

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

  it('answers /public/challenge/ (an empty player name, as community clients ask) as the list itself', async () => {
    for (const headers of [{}, hardcore]) {
      assert.deepEqual(
        await json<ActiveChallenge[]>('/public/challenge/', headers),
        await json<ActiveChallenge[]>('/public/challenge', headers),
      );
    }
    assert.equal((await json<ActiveChallenge[]>('/public/challenge/')).length, 3);
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
      shown: { current: 1, max: challengeDefinitions[1]!.max, unit: 'cartes' },
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
