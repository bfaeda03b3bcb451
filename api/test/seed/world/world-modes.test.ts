// Independent of DATABASE_URL: the world's simulation alone, no database, so the PostgreSQL pass leaves it out.
// A smaller world (the first users of the seed) played several ways: twice, without the simulation's shortcuts,
// and with its records streamed away. Every way gives the same world.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameRecord } from '../../../src/engine/records';
import { simulateWorld } from '../../../src/seed/world/simulate-world';
import type { WorldOutput } from '../../../src/seed/world/world-types';
import { smallerSeed, timed, TODAY, worldInput } from './fixture';

const data = smallerSeed(30);
const fast = timed(worldInput(data, TODAY));

/** The world without its statistics (how many refusals, which only the fast way counts the same). */
function comparable(world: WorldOutput) {
  const { stats, ...rest } = world;
  return { ...rest, actions: stats.actions, records: stats.records };
}

describe('a smaller world played several ways', () => {
  it('plays the same world twice', () => {
    // The comparisons below mean something only if the world went through most of the game.
    for (const kind of [
      'trade',
      'fusion',
      'constellation',
      'forge',
      'corporationCreated',
      'hardcoreReset',
      'subscription',
    ]) {
      assert.ok((fast.world.stats.records[kind] ?? 0) > 0, kind);
    }
    assert.deepEqual(simulateWorld(worldInput(data, TODAY)), fast.world);
  });

  it('plays the same world without the shortcuts (inventories changed in place, achievements checked when due)', () => {
    const exact = timed(worldInput(data, TODAY, { exact: true }));
    console.log(
      `${fast.world.accounts.length} accounts: ${Math.round(fast.wallMs)} ms with the shortcuts, ` +
        `${Math.round(exact.wallMs)} ms without`,
    );
    assert.deepEqual(comparable(exact.world), comparable(fast.world));
  });

  it('streams the same records, in order, to onRecords', () => {
    const streamed = new Map<string, GameRecord[]>();
    const world = simulateWorld(
      worldInput(data, TODAY, {
        onRecords: (userId, ruleSet, records) => {
          const key = `${ruleSet}/${userId}`;
          streamed.set(key, [...(streamed.get(key) ?? []), ...records]);
        },
      }),
    );
    for (const account of world.accounts) assert.deepEqual(account.records, []);
    for (const account of fast.world.accounts) {
      assert.deepEqual(streamed.get(`${account.ruleSet}/${account.userId}`) ?? [], account.records);
    }
    assert.deepEqual(
      world.accounts.map((a) => a.state),
      fast.world.accounts.map((a) => a.state),
    );
  });
});
