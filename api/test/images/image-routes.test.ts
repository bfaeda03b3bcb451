import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Item, PostSummary } from '@zu/shared-contract';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const isWebp = (body: Buffer) =>
  body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP';
const path = (url: string) => new URL(url).pathname;

describe('generated images', () => {
  it('serves each card image URL of the catalogue as WebP, one per shiny level', async () => {
    const [card] = (await t.app.inject({ url: '/public/item?search=a' })).json() as Item[];
    for (const url of card!.urls) {
      const response = await t.app.inject({ url: path(url) });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['content-type'], 'image/webp');
      assert.ok(isWebp(response.rawPayload), url);
    }
    const normal = await t.app.inject({ url: path(card!.urls[0]!) });
    const golden = await t.app.inject({ url: path(card!.urls[1]!) });
    assert.notDeepEqual(normal.rawPayload, golden.rawPayload);
    const again = await t.app.inject({ url: path(card!.urls[0]!) });
    assert.deepEqual(again.rawPayload, normal.rawPayload);
  });

  it('serves post images and card backs', async () => {
    const [post] = (await t.app.inject({ url: '/public/post' })).json() as PostSummary[];
    const image = await t.app.inject({ url: path(post!.imageUrl) });
    assert.equal(image.statusCode, 200);
    assert.ok(isWebp(image.rawPayload));
    const back = await t.app.inject({ url: '/images/back/2.webp' });
    assert.ok(isWebp(back.rawPayload));
  });

  it('answers 404 for an unknown card and 400 for a malformed name', async () => {
    const unknown = await t.app.inject({ url: '/images/item/00000000-0000-4000-8000-000000000000-0.webp' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'NOT_FOUND');
    for (const bad of ['/images/item/..%2F..%2Fetc-0.webp', '/images/item/abc-3.webp', '/images/back/5.webp']) {
      const response = await t.app.inject({ url: bad });
      assert.equal(response.statusCode, 400, bad);
    }
  });
});
