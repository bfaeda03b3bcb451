// The live channel's connection caps, per client address and in total, and the slots a closed connection gives back.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { before, describe, it } from 'node:test';
import { openLiveStream, type LiveStreamClient } from '../../support/live-stream';
import { useTestApp } from '../../support/test-app';

// Addresses come from X-Forwarded-For, as behind the site's proxy.
const t = useTestApp({ trustProxy: true, liveMaxConnections: 3, liveMaxConnectionsPerAddress: 2 });

describe('live channel limits', { timeout: 120_000 }, () => {
  let baseUrl = '';
  before(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  const open = (address: string) => openLiveStream(baseUrl, 'topic=shop', { 'x-forwarded-for': address });

  async function refused(stream: LiveStreamClient, status: number, code: string) {
    assert.equal(stream.status, status);
    const body = (await stream.json()) as { code: string; message: string };
    assert.equal(body.code, code);
    assert.ok(body.message.length > 0);
  }

  /** The server learns of a closed connection a moment after the client drops it: ask again until it has. */
  async function openOnceFree(address: string): Promise<LiveStreamClient> {
    for (let attempt = 0; ; attempt++) {
      const stream = await open(address);
      if (stream.status === 200) return stream;
      assert.ok(attempt < 400, `still refused: ${stream.status}`);
      await sleep(25);
    }
  }

  it('refuses a third stream from one address (429), and any past the total (503), until one closes', async () => {
    const first = await open('10.0.0.1');
    const second = await open('10.0.0.1');
    assert.deepEqual([first.status, second.status], [200, 200]);
    await refused(await open('10.0.0.1'), 429, 'TOO_MANY_LIVE_CONNECTIONS');
    const other = await open('10.0.0.2');
    assert.equal(other.status, 200);
    await refused(await open('10.0.0.3'), 503, 'LIVE_FULL');

    first.close();
    const late = await openOnceFree('10.0.0.3');
    await refused(await open('10.0.0.4'), 503, 'LIVE_FULL');
    // The first address has a slot again.
    second.close();
    const again = await openOnceFree('10.0.0.1');
    [other, late, again].forEach((stream) => stream.close());
  });
});
