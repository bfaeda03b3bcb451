// GET /public/event/current: the invocation events running in each rule set, with their cards, on rows the tests
// insert.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { GameEvent } from '@zu/shared-contract';
import { addDays } from '../../../src/engine/world-rules';
import { ids, useGameWorld, type GameWorld } from '../../support/game-world';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
const loadWorld = useGameWorld(t);
let world: GameWorld;
const { json, assertRevalidates } = requestsTo(t);

describe('GET /public/event/current', () => {
  before(async () => {
    world = await loadWorld();
  });

  it("lists the rule set's running events with their cards, rarest first", async () => {
    const [event, ...rest] = await json<GameEvent[]>('/public/event/current');
    assert.deepEqual(rest, [], 'the event that is over is not listed');
    assert.equal(event!.id, ids.event.NORMAL);
    assert.deepEqual(
      [event!.beginDate, event!.endDate],
      [`${addDays(world.today, -3)}T00:00:00`, `${addDays(world.today, 3)}T23:59:59`],
    );
    assert.deepEqual(event!.items.map((item) => item.id).sort(), [world.itemIds[9], world.itemIds[10]].sort());
    const rarities = event!.items.map((item) => item.rarity);
    assert.deepEqual(
      rarities,
      [...rarities].sort((a, b) => b - a),
    );
    assert.ok(event!.imageUrl.includes(event!.items[0]!.id));
    assert.deepEqual([event!.balanceCost, event!.isPityEnabled, event!.isOneTime], [800, true, false]);

    const hard = await json<GameEvent[]>('/public/event/current', hardcore);
    assert.deepEqual(
      hard.map((e) => [e.id, e.isOneTime, e.loreDustCost]),
      [[ids.event.HARDCORE, true, 20]],
    );
  });

  it('carries an ETag per rule set and answers 304', async () => {
    const normal = await assertRevalidates('/public/event/current');
    const hard = await assertRevalidates('/public/event/current', hardcore);
    assert.notEqual(normal.headers.etag, hard.headers.etag);
    assert.match(String(normal.headers.vary), /X-ZUnivers-RuleSetType/i);
  });
});
