// GET /public/loot/{userName}: a player's loot map (rolling or calendar year), and its old path
// GET /public/user/{userName}/activity, on rows the tests insert.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { LootActivity, LootMap } from '@zu/shared-contract';
import { addDays } from '../../../src/engine/world-rules';
import { useGameWorld, type GameWorld } from '../../support/game-world';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
let world: GameWorld;
const { json, refusal } = requestsTo(t);
const assertBadRequest = (url: string) => refusal(url, 400, 'INVALID_REQUEST');

const loadWorld = useGameWorld(t);

describe('GET /public/loot/{userName}', () => {
  before(async () => {
    world = await loadWorld();
  });

  it('maps each of the last 365 days to its loots by default (and with year=0)', async () => {
    const map = await json<LootMap>('/public/loot/joueur.test');
    const days = Object.keys(map);
    assert.equal(days.length, 365);
    assert.deepEqual([days[0], days.at(-1)], [addDays(world.today, -364), world.today]);
    assert.deepEqual(
      map[world.today]!.map((loot) => [loot.type, loot.amount, loot.date]),
      [['DAILY', 1200, `${world.today}T09:00:00`]],
    );
    assert.deepEqual(map[addDays(world.today, -1)]!.map((loot) => loot.type).sort(), ['DAILY', 'WEEKLY']);
    const loot = map[world.today]![0]!;
    assert.equal(loot.amount, loot.baseAmount + loot.corporationAmount + loot.subscriptionAmount);
    assert.deepEqual(await json<LootMap>('/public/loot/joueur.test?year=0'), map);
  });

  it('maps a calendar year day by day', async () => {
    const year = Number(world.today.slice(0, 4)) - 1;
    const map = await json<LootMap>(`/public/loot/joueur.test?year=${year}`);
    const days = Object.keys(map);
    assert.deepEqual([days[0], days.at(-1)], [`${year}-01-01`, `${year}-12-31`]);
    assert.ok(days.length === 365 || days.length === 366);
    assert.equal(map[`${year}-07-14`]!.length, 1);
    assert.equal(
      Object.values(map).reduce((total, loots) => total + loots.length, 0),
      1,
    );
  });

  it('answers from the rule set asked for', async () => {
    const map = await json<LootMap>('/public/loot/joueur.test', hardcore);
    assert.deepEqual(
      map[world.today]!.map((loot) => [loot.amount, loot.corporationAmount, loot.corporationBonusLevel]),
      [[1230, 30, 2]],
    );
    assert.deepEqual(map[addDays(world.today, -1)], []);
  });

  it('answers 400 {code, message} to a malformed year', async () => {
    for (const year of ['abc', '-1', '2024.5', '1500', '10000', '']) {
      await assertBadRequest(`/public/loot/joueur.test?year=${year}`);
    }
  });
});

describe('GET /public/user/{userName}/activity', () => {
  before(async () => {
    world = await loadWorld();
  });

  it("sums each of the loot map's days, oldest first", async () => {
    const { lootInfos } = await json<LootActivity>('/public/user/joueur.test/activity');
    const map = await json<LootMap>('/public/loot/joueur.test');
    assert.deepEqual(
      lootInfos.map((day) => day.date),
      Object.keys(map),
    );
    assert.deepEqual(lootInfos.slice(-2), [
      { date: addDays(world.today, -1), count: 2400 },
      { date: world.today, count: 1200 },
    ]);
    assert.equal(lootInfos.filter((day) => day.count > 0).length, 2);
  });

  it('answers from the rule set asked for', async () => {
    const { lootInfos } = await json<LootActivity>('/public/user/joueur.test/activity', hardcore);
    assert.deepEqual(lootInfos.at(-1), { date: world.today, count: 1230 });
  });

  it('answers 404 USER_NOT_FOUND to an unknown player, as the loot map does', async () => {
    await refusal('/public/user/personne.inconnue/activity', 404, 'USER_NOT_FOUND');
    await refusal('/public/loot/personne.inconnue', 404, 'USER_NOT_FOUND');
  });
});
