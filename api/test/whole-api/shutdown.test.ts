import assert from 'node:assert/strict';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, describe, it } from 'node:test';
import { spawnServer, type SpawnedServer } from '../support/spawn-server';

const servers: SpawnedServer[] = [];
after(() => servers.forEach((server) => server.cleanup()));

/** A request whose body is sent in two halves: the second one when the test says so. */
async function halfSentRequest(port: number) {
  const body = JSON.stringify({ player: 'zz_test.arret', ruleSet: 'NORMAL', command: 'journa' });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let response = '';
  socket.on('data', (chunk) => (response += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /dev/play HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    finish: () => socket.write(body.slice(half)),
    response: async () => {
      await closed;
      return response;
    },
    destroy: () => socket.destroy(),
  };
}

describe('SIGTERM', { timeout: 300_000 }, () => {
  it('lets a request in flight finish, closes the database and exits 0', async () => {
    const server = await spawnServer({ DEV_TOOLS: 'on', SHUTDOWN_TIMEOUT_MS: '20000' });
    servers.push(server);
    const request = await halfSentRequest(server.port);
    await sleep(200);
    const started = Date.now();
    server.child.kill('SIGTERM');
    await sleep(500);
    // Still there, waiting for the request; and no longer accepting new connections.
    assert.equal(server.child.exitCode, null, server.output());
    request.finish();
    const response = await request.response();
    assert.match(response, /^HTTP\/1\.1 \d{3} /, 'the request in flight got its answer');
    assert.doesNotMatch(response, /^HTTP\/1\.1 503/);
    assert.equal(await server.exited, 0, server.output().slice(-2000));
    assert.ok(Date.now() - started < 20_000);
    assert.match(server.output(), /SIGTERM: closed/);
  });

  it('exits within its time-out when a request never ends', async () => {
    const server = await spawnServer({ DEV_TOOLS: 'on', SHUTDOWN_TIMEOUT_MS: '1500' });
    servers.push(server);
    const request = await halfSentRequest(server.port);
    await sleep(200);
    const started = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const elapsed = Date.now() - started;
    request.destroy();
    assert.equal(code, 1, server.output());
    assert.ok(elapsed >= 1400 && elapsed < 6000, `exited after ${elapsed} ms`);
  });
});
