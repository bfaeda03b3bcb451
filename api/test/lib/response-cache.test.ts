import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { ResponseCache, responseCacheStats } from '../../src/lib/response-cache';
import { normaliseItemQuery } from '../../src/areas/catalogue/item-query';
import { useTestApp } from '../support/test-app';

const cap = 64 * 1024;
const t = useTestApp({ responseCacheBytes: cap });

const cardList = (query: string) => t.app.inject({ url: `/public/item?${query}` });

/** `filters=` repeated, in the given order. */
const filtersOf = (names: string[]) => names.map((name) => `filters=${name}`).join('&');

describe('response cache', () => {
  it('normalises a card query: trimmed search, sorted filters without repeats, absent options left out', () => {
    assert.deepEqual(
      normaliseItemQuery({ search: '  DrAgon ', filters: ['IS_UPGRADABLE', 'IS_TRADABLE', 'IS_TRADABLE'] }),
      { filters: ['IS_TRADABLE', 'IS_UPGRADABLE'], search: 'dragon' },
    );
    assert.deepEqual(normaliseItemQuery({ search: '   ', filters: [] }), {});
    assert.deepEqual(
      normaliseItemQuery({ rarity: [5, 1, 5], year: 2024, fusions: false, materials: true, effects: false }),
      { rarity: [1, 5], year: 2024, materials: true },
    );
  });

  it('keeps one entry for thousands of spellings of one query, with the same answer', async () => {
    const before = responseCacheStats();
    const reference = await cardList(`search=zz&${filtersOf(['IS_TRADABLE', 'IS_UPGRADABLE'])}`);
    assert.equal(reference.statusCode, 200);
    assert.equal(responseCacheStats().entries, before.entries + 1);
    const spellings = 2000;
    for (let i = 0; i < spellings; i++) {
      const spaces = ' '.repeat(i % 7);
      const search = encodeURIComponent(`${spaces}${i % 2 ? 'ZZ' : 'zZ'}${' '.repeat(i % 5)}`);
      const filters = i % 3 ? ['IS_UPGRADABLE', 'IS_TRADABLE', 'IS_UPGRADABLE'] : ['IS_TRADABLE', 'IS_UPGRADABLE'];
      const response = await cardList(`${filtersOf(i % 2 ? filters : [...filters].reverse())}&search=${search}`);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers.etag, reference.headers.etag, `spelling ${i}`);
    }
    assert.equal(responseCacheStats().entries, before.entries + 1, 'no entry per spelling');
  });

  it('keeps an answer as its gzipped bytes only, and unzips it for a client that takes no gzip', async () => {
    const cache = new ResponseCache();
    const answer = Array.from({ length: 400 }, (_, day) => ({ date: `2026-01-${day}`, amount: 150, loreDust: 4 }));
    const app = Fastify();
    app.get('/answer', (request, reply) => cache.send(request, reply, 'answer', async () => answer));
    try {
      const zipped = await app.inject({ url: '/answer', headers: { 'accept-encoding': 'gzip' } });
      assert.equal(zipped.headers['content-encoding'], 'gzip');
      const plain = await app.inject({ url: '/answer' });
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.deepEqual(plain.json(), answer);
      assert.equal(plain.headers.etag, zipped.headers.etag);
      // The entry holds the gzip and its bookkeeping: far less than the answer's JSON.
      const held = cache.size.bytes;
      assert.ok(held < plain.rawPayload.length / 3, `${held} bytes held for ${plain.rawPayload.length} of JSON`);
      assert.ok(held >= zipped.rawPayload.length, 'the gzipped bytes are held');
    } finally {
      await app.close();
    }
  });

  it('holds no more than its byte cap, however many different queries arrive', async () => {
    const distinct = 1500;
    const before = responseCacheStats();
    for (let i = 0; i < distinct; i++) {
      const response = await cardList(`search=${encodeURIComponent(`zz-test-${i}-${'x'.repeat(60)}`)}`);
      assert.equal(response.statusCode, 200);
    }
    // Only the card list's cache grew (the search's did not see these), and it holds at most the cap.
    const { entries, bytes } = responseCacheStats();
    assert.ok(
      entries - before.entries < distinct / 2,
      `${entries - before.entries} entries kept for ${distinct} queries`,
    );
    assert.ok(bytes - before.bytes <= cap, `${bytes - before.bytes} more bytes held`);
    assert.ok(bytes - before.bytes > cap / 2, 'the cache is used up to its cap');
  });
  it('takes an answer kept elsewhere into memory the second time it is asked for, one it made the first time', async () => {
    const cache = new ResponseCache();
    const keptJson = JSON.stringify({ kept: true });
    const kept = { gzip: gzipSync(keptJson), etag: '"kept"' };
    const app = Fastify();
    let made = 0;
    app.get('/kept', (request, reply) => cache.send(request, reply, 'kept', async () => ({ made: ++made }), { kept }));
    app.get('/made', (request, reply) => cache.send(request, reply, 'made', async () => ({ made: ++made })));
    try {
      const first = await app.inject({ url: '/kept' });
      assert.equal(first.body, keptJson);
      assert.equal(first.headers.etag, '"kept"');
      assert.equal(cache.holds('kept'), false, 'asked once: not taken into memory');
      assert.equal((await app.inject({ url: '/kept' })).body, keptJson);
      assert.equal(cache.holds('kept'), true, 'asked twice: taken into memory');
      assert.equal(made, 0, 'never made');

      assert.deepEqual((await app.inject({ url: '/made' })).json(), { made: 1 });
      assert.equal(cache.holds('made'), true, 'made here: kept at once');
      cache.clear();
      assert.equal((await app.inject({ url: '/kept' })).body, keptJson);
      assert.equal(cache.holds('kept'), false, 'emptied: asked once again');
    } finally {
      await app.close();
    }
  });
});
