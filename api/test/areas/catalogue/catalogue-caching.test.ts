import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { matchesEtag, queryKey } from '../../../src/lib/response-cache';
import { useTestApp } from '../../support/test-app';

const t = useTestApp();

describe('catalogue responses', () => {
  it('are sent gzipped to clients that accept it, identical once decompressed', async () => {
    const plain = await t.app.inject({ url: '/public/item' });
    const zipped = await t.app.inject({ url: '/public/item', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.ok(zipped.rawPayload.length < plain.rawPayload.length / 5);
    assert.deepEqual(gunzipSync(zipped.rawPayload), plain.rawPayload);
  });

  it('carry an ETag and answer 304 when the client already has them', async () => {
    const first = await t.app.inject({ url: '/public/pack' });
    const etag = first.headers.etag as string;
    assert.match(etag, /^".+"$/);
    const again = await t.app.inject({ url: '/public/pack', headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
  });

  it('use one cache entry for the same filters in any order, and distinct entries for distinct queries', () => {
    assert.equal(
      queryKey('items', { filters: ['IS_TRADABLE', 'IS_UPGRADABLE'], shinyLevel: 1 }),
      queryKey('items', { shinyLevel: 1, filters: ['IS_UPGRADABLE', 'IS_TRADABLE'] }),
    );
    assert.notEqual(queryKey('items', { shinyLevel: 1 }), queryKey('items', { shinyLevel: 2 }));
  });

  it('compress other large JSON answers too', async () => {
    const response = await t.app.inject({ url: '/public/post', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
  });

  it('match If-None-Match alone, in a list, weak, or as *', () => {
    const etag = '"abc"';
    assert.equal(matchesEtag(undefined, etag), false);
    assert.equal(matchesEtag('"abc"', etag), true);
    assert.equal(matchesEtag('W/"abc"', etag), true);
    assert.equal(matchesEtag('"x", "abc"', etag), true);
    assert.equal(matchesEtag('*', etag), true);
    assert.equal(matchesEtag('"abcd"', etag), false);
  });
});
