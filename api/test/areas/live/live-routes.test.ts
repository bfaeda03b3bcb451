// GET /public/live on a real HTTP listener: what a committed action delivers, what a rollback does not, topics and
// rule sets, resuming with Last-Event-ID, the reset past the window, and the close when the app shuts down.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { before, describe, it } from 'node:test';
import { eq, inArray, max, sql } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { LiveEvent } from '@zu/shared-contract';
import { buildApp } from '../../../src/app';
import { liveResumeWindowMs } from '../../../src/areas/live/live-hub';
import { pruneLiveOutbox } from '../../../src/areas/live/live-outbox-queries';
import { publishLiveChange, type LiveChange } from '../../../src/areas/live/live-publish';
import { liveOutbox } from '../../../src/areas/live/live-schema';
import { openLiveStream } from '../../support/live-stream';
import { useTestApp } from '../../support/test-app';

const t = useTestApp({ devTools: true });
let baseUrl = '';

const topics = (...names: string[]) => names.map((name) => `topic=${encodeURIComponent(name)}`).join('&');
const play = (player: string, command: string, args: string[] = []) =>
  t.app.inject({ method: 'POST', url: '/dev/play', payload: { player, command, args, ruleSet: 'NORMAL' } });
/** One committed transaction announcing `change`; its event's id. */
async function publish(change: LiveChange): Promise<number> {
  await t.database.db.transaction((tx) => publishLiveChange(tx, change));
  const [row] = await t.database.db.select({ id: max(liveOutbox.id) }).from(liveOutbox);
  return Number(row!.id);
}
const eventOf = (block: { data: string }) => JSON.parse(block.data) as LiveEvent;

describe('GET /public/live', { timeout: 120_000 }, () => {
  before(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('delivers a committed action as a change event on the player’s topic, uncompressed and never stored', async () => {
    const stream = await openLiveStream(baseUrl, topics('player:joueur.test'), { 'accept-encoding': 'br, gzip' });
    try {
      assert.equal(stream.status, 200);
      assert.match(String(stream.headers['content-type']), /^text\/event-stream/);
      assert.equal(stream.headers['cache-control'], 'no-store');
      assert.equal(stream.headers['content-encoding'], undefined);
      assert.match(String((await stream.nextBlock())?.retry), /^\d+$/);

      assert.equal((await play('joueur.test', 'lrlien')).statusCode, 200);
      const block = await stream.nextEvent();
      assert.equal(block.event, 'change');
      const event = eventOf(block);
      assert.ok(Value.Check(LiveEvent, event), block.data);
      assert.deepEqual([event.topic, event.ruleSet, event.id], ['player:joueur.test', 'NORMAL', block.id]);
    } finally {
      stream.close();
    }
  });

  it('delivers nothing for a rolled-back transaction nor for a refused action', async () => {
    const stream = await openLiveStream(baseUrl, topics('shop', 'player:joueur.test', 'player:abonne.test'));
    try {
      await assert.rejects(
        t.database.db.transaction(async (tx) => {
          await publishLiveChange(tx, { topic: 'shop', ruleSet: 'NORMAL' });
          throw new Error('aborted after publishing');
        }),
        /aborted after publishing/,
      );
      // joueur.test is in no corporation: refused.
      const refused = await play('joueur.test', 'give', ['10']);
      assert.equal(refused.statusCode, 400, refused.body);
      assert.equal((await play('abonne.test', 'lrlien')).statusCode, 200);
      // Events come in commit order: had either of the first two published, it would come first.
      assert.equal(eventOf(await stream.nextEvent()).topic, 'player:abonne.test');
    } finally {
      stream.close();
    }
  });

  it('sends only the topics asked for, in the rule set asked for', async () => {
    const stream = await openLiveStream(baseUrl, `${topics('jackpot', 'market')}&ruleSet=HARDCORE`);
    try {
      await publish({ topic: 'jackpot', ruleSet: 'NORMAL' });
      await publish({ topic: 'shop', ruleSet: 'HARDCORE' });
      const wanted = await publish({ topic: 'market', ruleSet: 'HARDCORE' });
      const event = eventOf(await stream.nextEvent());
      assert.deepEqual([event.id, event.topic, event.ruleSet], [String(wanted), 'market', 'HARDCORE']);
    } finally {
      stream.close();
    }
  });

  it('takes the rule set from the header when the query names none', async () => {
    const stream = await openLiveStream(baseUrl, topics('jackpot'), { 'X-ZUnivers-RuleSetType': 'HARDCORE' });
    try {
      await publish({ topic: 'jackpot', ruleSet: 'NORMAL' });
      const wanted = await publish({ topic: 'jackpot', ruleSet: 'HARDCORE' });
      assert.equal(eventOf(await stream.nextEvent()).id, String(wanted));
    } finally {
      stream.close();
    }
  });

  it('announces a topic once per transaction, with the first change’s data', async () => {
    const stream = await openLiveStream(baseUrl, topics('place'));
    try {
      await t.database.db.transaction(async (tx) => {
        await publishLiveChange(tx, { topic: 'place', ruleSet: 'NORMAL', data: { x: 1 } });
        await publishLiveChange(tx, { topic: 'place', ruleSet: 'NORMAL', data: { x: 2 } });
      });
      const after = await publish({ topic: 'place', ruleSet: 'NORMAL' });
      const first = eventOf(await stream.nextEvent());
      assert.deepEqual(first.data, { x: 1 });
      assert.equal(eventOf(await stream.nextEvent()).id, String(after));
    } finally {
      stream.close();
    }
  });

  it('replays exactly the missed events of its topics to a client resuming with Last-Event-ID', async () => {
    const first = await openLiveStream(baseUrl, topics('shop', 'jackpot'));
    const seen = await publish({ topic: 'shop', ruleSet: 'NORMAL' });
    assert.equal((await first.nextEvent()).id, String(seen));
    first.close();

    const missedShop = await publish({ topic: 'shop', ruleSet: 'NORMAL' });
    await publish({ topic: 'market', ruleSet: 'NORMAL' });
    await publish({ topic: 'shop', ruleSet: 'HARDCORE' });
    const missedJackpot = await publish({ topic: 'jackpot', ruleSet: 'NORMAL' });

    const live: number[] = [];
    for (const resume of [{ 'last-event-id': String(seen) }, undefined]) {
      const query = resume ? topics('shop', 'jackpot') : `${topics('shop', 'jackpot')}&lastEventId=${seen}`;
      const again = await openLiveStream(baseUrl, query, resume);
      try {
        for (const missed of [missedShop, missedJackpot, ...live]) {
          assert.equal((await again.nextEvent()).id, String(missed));
        }
        // Then the events as they come, with nothing in between.
        live.push(await publish({ topic: 'jackpot', ruleSet: 'NORMAL' }));
        assert.equal((await again.nextEvent()).id, String(live.at(-1)));
      } finally {
        again.close();
      }
    }
  });

  it('gives a client that saw no event a resume point: the last event when it connected', async () => {
    const before = await publish({ topic: 'market', ruleSet: 'NORMAL' });
    const stream = await openLiveStream(baseUrl, topics('shop'));
    let cursor: string | undefined;
    while (cursor === undefined) {
      const block = await stream.nextBlock();
      assert.ok(block);
      cursor = block.id;
    }
    stream.close();
    assert.equal(cursor, String(before));
    const missed = await publish({ topic: 'shop', ruleSet: 'NORMAL' });
    const again = await openLiveStream(baseUrl, topics('shop'), { 'last-event-id': cursor! });
    try {
      assert.equal((await again.nextEvent()).id, String(missed));
    } finally {
      again.close();
    }
  });

  it('sends a reset to a client whose missed events are past the window', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await publish({ topic: 'event', ruleSet: 'NORMAL' }));
    const [pruned, gone, marker, kept] = ids as [number, number, number, number];
    await t.database.db
      .update(liveOutbox)
      .set({ at: sql`clock_timestamp() - interval '1 hour'` })
      .where(inArray(liveOutbox.id, [pruned, gone, marker]));
    await pruneLiveOutbox(t.database.db, liveResumeWindowMs);
    const left = await t.database.db
      .select({ id: liveOutbox.id })
      .from(liveOutbox)
      .where(eq(liveOutbox.topic, 'event'))
      .orderBy(liveOutbox.id);
    assert.deepEqual(
      left.map((row) => row.id),
      [marker, kept],
    );

    const late = await openLiveStream(baseUrl, topics('event'), { 'last-event-id': String(pruned) });
    try {
      const reset = await late.nextEvent();
      assert.equal(reset.event, 'reset');
      assert.ok(Number(reset.id) >= kept);
    } finally {
      late.close();
    }
    const inTime = await openLiveStream(baseUrl, topics('event'), { 'last-event-id': String(marker) });
    try {
      const event = await inTime.nextEvent();
      assert.deepEqual([event.event, event.id], ['change', String(kept)]);
    } finally {
      inTime.close();
    }
    // An id this outbox never gave (another database's) proves nothing either.
    const foreign = await openLiveStream(baseUrl, topics('event'), { 'last-event-id': String(kept + 1000) });
    try {
      assert.equal((await foreign.nextEvent()).event, 'reset');
    } finally {
      foreign.close();
    }
  });

  it('refuses bad input as {code, message}', async () => {
    for (const [query, headers] of [
      ['', {}],
      ['topic=nothing', {}],
      [`${topics('shop')}&lastEventId=abc`, {}],
      [topics('shop'), { 'last-event-id': 'abc' }],
      [`${topics('shop')}&other=1`, {}],
    ] as const) {
      const response = await t.app.inject({ url: `/public/live?${query}`, headers });
      assert.equal(response.statusCode, 400, `${query}: ${response.body}`);
      assert.equal(typeof response.json().message, 'string');
    }
  });

  it('ends its streams when the app closes, and closes without waiting for them', async () => {
    const other = await buildApp({ config: t.config, database: t.database });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openLiveStream(
      `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`,
      topics('shop'),
    );
    assert.equal(stream.status, 200);
    await other.close();
    let block = await stream.nextBlock();
    while (block) block = await stream.nextBlock();
    assert.equal(block, null);
  });
});
