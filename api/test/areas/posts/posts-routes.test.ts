import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Post, PostSummary } from '@zu/shared-contract';
import { useTestApp } from '../../support/test-app';

const t = useTestApp();

describe('posts', () => {
  it('lists posts newest first, without their content', async () => {
    const response = await t.app.inject({ url: '/public/post' });
    assert.equal(response.statusCode, 200);
    const posts = response.json() as PostSummary[];
    assert.ok(posts.length >= 8);
    const dates = posts.map((p) => p.date);
    assert.deepEqual(dates, [...dates].sort().reverse());
    for (const post of posts) {
      assert.match(post.date, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      assert.equal(post.imageUrl, `http://api.test/images/post/${post.id}.webp`);
      assert.equal('content' in post, false);
    }
  });

  it('gives one post with its Markdown content', async () => {
    const [first] = (await t.app.inject({ url: '/public/post' })).json() as PostSummary[];
    const response = await t.app.inject({ url: `/public/post/${first!.slug}` });
    assert.equal(response.statusCode, 200);
    const post = response.json() as Post;
    assert.equal(post.id, first!.id);
    assert.ok(post.content.length > 100);
  });

  it('answers 404 {code, message} for an unknown post', async () => {
    const response = await t.app.inject({ url: '/public/post/actu-qui-nexiste-pas' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'NOT_FOUND');
  });
});

describe('mentions in a post', () => {
  it("maps each mentioned player's chat id to their user name", async () => {
    const list = (await t.app.inject({ url: '/public/post' })).json() as PostSummary[];
    const posts = await Promise.all(
      list.map(async (p) => (await t.app.inject({ url: `/public/post/${p.slug}` })).json() as Post),
    );
    const withMention = posts.find((p) => /<@\d+>/.test(p.content));
    assert.ok(withMention, 'the seed has a post mentioning a player');
    const id = /<@(\d+)>/.exec(withMention.content)![1]!;
    assert.match(withMention.mentions[id] ?? '', /^[a-z0-9_.]{2,32}$/);
    const without = posts.find((p) => !/<@\d+>/.test(p.content))!;
    assert.deepEqual(without.mentions, {});
  });
});
