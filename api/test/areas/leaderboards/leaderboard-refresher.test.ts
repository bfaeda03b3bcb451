// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../src/db/client';
import { nextRefreshDelayMs, startLeaderboardRefresher } from '../../../src/areas/leaderboards/leaderboard-refresher';

const quietLog = { error: () => undefined } as unknown as FastifyBaseLogger;
const noDb = {} as Db;

describe('leaderboard refresher', () => {
  it('waits the interval after a quick rebuild, three times a long rebuild after a long one', () => {
    assert.equal(nextRefreshDelayMs(10, 200), 10_000);
    assert.equal(nextRefreshDelayMs(10, 9_500), 28_500);
  });

  it('rebuilds one at a time, pausing three times the last rebuild, and stops after the one running', async () => {
    const spans: { start: number; end: number }[] = [];
    let running = 0;
    let overlapped = false;
    const refresher = startLeaderboardRefresher(noDb, 0.001, quietLog, async () => {
      if (running++ > 0) overlapped = true;
      const start = Date.now();
      await sleep(40);
      spans.push({ start, end: Date.now() });
      running--;
    });
    await sleep(600);
    await refresher.stop();
    const count = spans.length;
    await sleep(300);
    assert.equal(spans.length, count, 'no rebuild after stop');
    assert.ok(count >= 2 && count <= 5, `${count} rebuilds in 600 ms of 40 ms each, 120 ms apart`);
    assert.equal(overlapped, false);
    for (let index = 1; index < spans.length; index++) {
      const pause = spans[index]!.start - spans[index - 1]!.end;
      assert.ok(pause >= 3 * 40 - 5, `pause ${pause} ms after a 40 ms rebuild`);
    }
  });

  it('goes on after a failed rebuild', async () => {
    let calls = 0;
    const refresher = startLeaderboardRefresher(noDb, 0.01, quietLog, async () => {
      calls++;
      throw new Error('database away');
    });
    await sleep(100);
    await refresher.stop();
    assert.ok(calls >= 2, `${calls} attempts`);
  });
});
