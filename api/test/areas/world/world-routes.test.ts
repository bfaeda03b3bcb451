// GET /public/hardcore/season/current: the hardcore season running on the world's day.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { HardcoreSeason } from '@zu/shared-contract';
import { currentHardcoreSeason } from '../../../src/areas/world/world-queries';
import { addDays } from '../../../src/engine/world-rules';
import { ids, useGameWorld, type GameWorld } from '../../support/game-world';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
const loadWorld = useGameWorld(t);
let world: GameWorld;
const { get, json, refusal, assertRevalidates } = requestsTo(t);

describe('GET /public/hardcore/season/current', () => {
  before(async () => {
    world = await loadWorld();
  });

  it('gives the running hardcore season', async () => {
    const season = await json<HardcoreSeason>('/public/hardcore/season/current', hardcore);
    assert.deepEqual(season, {
      id: ids.hardcoreSeason.current,
      index: 2,
      beginDate: addDays(world.today, -10),
      endDate: addDays(world.today, 80),
    });
    await assertRevalidates('/public/hardcore/season/current', hardcore);
  });

  it('answers 404 {code, message} under NORMAL', async () => {
    await refusal('/public/hardcore/season/current', 404, 'HARDCORE_SEASON_NOT_FOUND');
    const response = await get('/public/hardcore/season/current');
    assert.match(String(response.headers.vary), /X-ZUnivers-RuleSetType/i);
  });

  it('finds no season between two seasons', async () => {
    // The route reads the clock: the query it uses is asked about other days.
    assert.equal((await currentHardcoreSeason(t.database.db, addDays(world.today, -20)))?.id, undefined);
    assert.equal((await currentHardcoreSeason(t.database.db, addDays(world.today, -30)))?.id, ids.hardcoreSeason.past);
    assert.equal((await currentHardcoreSeason(t.database.db, addDays(world.today, 81)))?.id, undefined);
  });
});
