// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ImageCache, InvalidImageKeyError, cardCacheKey, isValidImageKey } from '../../src/images/index';
import { cardArt } from './fixtures/card-art';

let root: string;

before(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'zu-image-cache-'));
});

after(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function counter(bytes: Buffer, delayMs = 0) {
  const state = { calls: 0 };
  const render = async () => {
    state.calls++;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return bytes;
  };
  return { state, render };
}

describe('ImageCache', () => {
  it('renders and writes the file on a miss, then serves the same bytes without rendering again', async () => {
    const cache = new ImageCache(root);
    const { state, render } = counter(Buffer.from('RIFF-first-render'));
    const first = await cache.get('item', 'card-1-0', render);
    assert.equal(state.calls, 1);
    const file = path.join(root, 'item', 'card-1-0.webp');
    assert.equal(cache.filePath('item', 'card-1-0'), file);
    assert.deepEqual(fs.readFileSync(file), first);

    const second = await cache.get('item', 'card-1-0', render);
    assert.equal(state.calls, 1);
    assert.deepEqual(second, first);

    // A new cache object on the same folder (e.g. after a restart) also hits.
    const other = counter(Buffer.from('other'));
    assert.deepEqual(await new ImageCache(root).get('item', 'card-1-0', other.render), first);
    assert.equal(other.state.calls, 0);
    // No temporary file is left behind.
    assert.deepEqual(fs.readdirSync(path.join(root, 'item')), ['card-1-0.webp']);
  });

  it('shares one render between concurrent requests for the same key', async () => {
    const cache = new ImageCache(root);
    const { state, render } = counter(Buffer.from('shared'), 30);
    const results = await Promise.all(Array.from({ length: 8 }, () => cache.get('banner', 'banner-9', render)));
    assert.equal(state.calls, 1);
    for (const r of results) assert.deepEqual(r, Buffer.from('shared'));
  });

  it('keeps kinds and keys apart', async () => {
    const cache = new ImageCache(root);
    await cache.get('post', 'same', async () => Buffer.from('post'));
    await cache.get('banner', 'same', async () => Buffer.from('banner'));
    assert.equal(fs.readFileSync(path.join(root, 'post', 'same.webp'), 'utf8'), 'post');
    assert.equal(fs.readFileSync(path.join(root, 'banner', 'same.webp'), 'utf8'), 'banner');
  });

  it('does not cache a failed render, and tries again next time', async () => {
    const cache = new ImageCache(root);
    await assert.rejects(
      cache.get('item', 'fails-once', async () => {
        throw new Error('boom');
      }),
      /boom/,
    );
    assert.equal(fs.existsSync(path.join(root, 'item', 'fails-once.webp')), false);
    assert.deepEqual(await cache.get('item', 'fails-once', async () => Buffer.from('ok')), Buffer.from('ok'));
  });

  it('rejects keys and kinds that could leave the folder, without calling render', async () => {
    const cache = new ImageCache(root);
    const { state, render } = counter(Buffer.from('x'));
    for (const key of ['../x', '..', 'a/b', 'a\\b', 'x.webp', '', ' ', 'é', 'a\u0000b', '%2e%2e', 'a'.repeat(201)]) {
      await assert.rejects(cache.get('item', key, render), InvalidImageKeyError, JSON.stringify(key));
      assert.equal(isValidImageKey(key), false);
    }
    await assert.rejects(cache.get('../item' as never, 'x', render), InvalidImageKeyError);
    assert.equal(state.calls, 0);
    assert.equal(fs.existsSync(path.join(path.dirname(root), 'x.webp')), false);
  });

  it('can invalidate an entry', async () => {
    const cache = new ImageCache(root);
    await cache.get('item', 'gone', async () => Buffer.from('v1'));
    await cache.invalidate('item', 'gone');
    assert.deepEqual(await cache.get('item', 'gone', async () => Buffer.from('v2')), Buffer.from('v2'));
  });
});

describe('cardCacheKey', () => {
  const card = cardArt({
    id: 'f3a1c2d4-0000-4000-8000-000000000001',
    identifier: 1,
    name: 'A',
    rarity: 1,
    packName: 'P',
    genre: 'G',
  });

  it('is a valid key that changes with the shiny level and with what is drawn', () => {
    const key = cardCacheKey(card);
    assert.ok(isValidImageKey(key));
    assert.ok(key.startsWith(`${card.id}-0-`));
    assert.equal(cardCacheKey({ ...card }), key);
    assert.notEqual(cardCacheKey({ ...card, shinyLevel: 1 }), key);
    assert.notEqual(cardCacheKey({ ...card, name: 'B' }), key);
    assert.ok(isValidImageKey(cardCacheKey({ ...card, id: '../../etc/passwd' })));
  });
});
