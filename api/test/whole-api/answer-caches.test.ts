// The answers kept between requests: a player's (validated by the versions of their rows, which every action moves)
// and a leaderboard page's (kept per generation of the positions). Never a stale answer once a player has acted or
// the positions were rebuilt; an unchanged answer is a 304 to a client that sends its ETag.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import type { CorporationDetail, PlayerProfile, LeaderboardPage } from '@zu/shared-contract';
import { refreshLeaderboardPositions } from '../../src/areas/leaderboards/leaderboard-positions';
import { leaderboardEntries } from '../../src/areas/leaderboards/leaderboards-schema';
import {
  createCorporation,
  giveToCorporation,
  joinCorporation,
} from '../../src/areas/corporations/corporations-repository';
import { claimDailyLoot } from '../../src/areas/loot/loot-repository';
import { worldNow } from '../../src/areas/world/world-clock';
import { settleKeptAnswers } from '../../src/lib/kept-answers';
import { keptAnswers } from '../../src/lib/kept-answers-schema';
import { clearResponseCaches } from '../../src/lib/response-cache';
import { hardcore, useTestApp } from '../support/test-app';
import { insertTestPlayer } from '../support/test-players';
import { requestsTo } from '../support/requests';

const t = useTestApp();

const { get } = requestsTo(t);

/** What the database keeps for a subject (a player's or a corporation's id), once the answers made are written. */
async function keptFor(subject: string) {
  await settleKeptAnswers(t.app.db);
  return t.app.db.select().from(keptAnswers).where(eq(keptAnswers.subject, subject));
}

/** Replaces what is kept for the subject by a marked answer under the same versions; returns the marked JSON. */
async function markKept(subject: string): Promise<string> {
  await settleKeptAnswers(t.app.db);
  const marked = JSON.stringify({ marked: subject });
  await t.app.db
    .update(keptAnswers)
    .set({ gzip: gzipSync(marked), etag: '"marked"' })
    .where(eq(keptAnswers.subject, subject));
  return marked;
}

/** Asks `url` of a process that keeps no answer in memory (gzip accepted): the body unzipped and the ETag. */
async function askAfresh(url: string, headers: Record<string, string> = {}) {
  clearResponseCaches();
  const response = await get(url, { ...headers, 'accept-encoding': 'gzip' });
  assert.equal(response.statusCode, 200, response.body);
  return { body: gunzipSync(response.rawPayload).toString(), etag: response.headers.etag };
}

describe('per-player answers', () => {
  it('follow the player’s action at once, and answer 304 to the ETag of an unchanged answer', async () => {
    const player = await insertTestPlayer(t.app.db, 'NORMAL');
    const profileUrl = `/public/user/${player.name}`;
    const lootUrl = `/public/loot/${player.name}`;
    const before = await get(profileUrl);
    assert.equal(before.statusCode, 200);
    assert.equal(before.headers['cache-control'], 'no-cache');
    const etag = String(before.headers.etag);
    assert.equal((await get(profileUrl, { 'if-none-match': etag })).statusCode, 304);
    const lootBefore = (await get(lootUrl)).json<Record<string, unknown>>();
    assert.equal((await get(profileUrl)).body, before.body, 'asked again, the same answer');

    await claimDailyLoot(t.app.db, { userId: player.userId, ruleSet: 'NORMAL' }, await worldNow(t.app.db));

    const after = await get(profileUrl, { 'if-none-match': etag });
    assert.equal(after.statusCode, 200, 'the old ETag no longer matches');
    const balanceBefore = before.json<PlayerProfile>().user.balance;
    assert.ok(after.json<PlayerProfile>().user.balance > balanceBefore, 'the loot shows in the balance');
    const lootAfter = (await get(lootUrl)).json<Record<string, unknown>>();
    assert.notDeepEqual(lootAfter, lootBefore, 'the loot map shows the new loot');
  });

  it('are kept in the database: a process that keeps none takes the one made there while the player has not acted', async () => {
    const player = await insertTestPlayer(t.app.db, 'NORMAL');
    const url = `/public/loot/${player.name}`;
    const made = await get(url);
    assert.equal(made.statusCode, 200);
    const [row] = await keptFor(player.userId);
    assert.equal(row?.route, 'loot:0');
    assert.equal(row.ruleSet, 'NORMAL');
    assert.equal(gunzipSync(row.gzip).toString(), made.body, 'the answer sent is the one kept');

    // What is kept is what a process that keeps nothing in memory sends.
    const marked = await markKept(player.userId);
    assert.deepEqual(await askAfresh(url), { body: marked, etag: '"marked"' });

    // Once the player acts, the kept answer's versions no longer stand: it is made again and replaced.
    await claimDailyLoot(t.app.db, { userId: player.userId, ruleSet: 'NORMAL' }, await worldNow(t.app.db));
    const remade = await askAfresh(url);
    assert.notEqual(remade.body, marked);
    assert.notEqual(remade.body, made.body, 'the new loot shows');
    const kept = await keptFor(player.userId);
    assert.equal(kept.length, 1, 'one answer kept per player and route');
    assert.notEqual(kept[0]?.versions, row.versions);
    assert.equal(gunzipSync(kept[0]!.gzip).toString(), remade.body);
  });

  it('are kept behind their replies: 40 answers made at once are each kept once, as they were sent', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => insertTestPlayer(t.app.db, 'NORMAL')));
    clearResponseCaches();
    // Two routes per player, all asked at once: their kept answers are written together after the replies.
    const urls = players.flatMap((player) => [`/public/loot/${player.name}`, `/public/evolution/${player.name}`]);
    const answers = await Promise.all(urls.map((url) => get(url, { 'accept-encoding': 'gzip' })));
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      urls.map(() => 200),
    );
    for (const [index, player] of players.entries()) {
      const kept = await keptFor(player.userId);
      assert.deepEqual(kept.map((row) => row.route).sort(), ['evolution', 'loot:0']);
      for (const row of kept) {
        const answer = answers[index * 2 + (row.route === 'loot:0' ? 0 : 1)]!;
        assert.equal(row.etag, answer.headers.etag, 'the kept answer is the one sent');
        assert.deepEqual(gunzipSync(row.gzip), gunzipSync(answer.rawPayload));
      }
    }
  });

  it('are kept per rule set', async () => {
    const [both] = (
      (await t.app.db.execute(
        sql`select u.id, u.discord_user_name as name from users u
            where (select count(*) from player_accounts a where a.user_id = u.id) = 2 order by u.id limit 1`,
      )) as unknown as { rows: { id: string; name: string }[] }
    ).rows;
    assert.ok(both, 'the seed has a player in both rule sets');
    const url = `/public/challenge/${encodeURIComponent(both.name)}`;
    const normal = await askAfresh(url);
    await askAfresh(url, hardcore);
    const marked = JSON.stringify({ marked: 'HARDCORE' });
    await settleKeptAnswers(t.app.db);
    await t.app.db
      .update(keptAnswers)
      .set({ gzip: gzipSync(marked) })
      .where(and(eq(keptAnswers.subject, both.id), eq(keptAnswers.ruleSet, 'HARDCORE')));
    assert.equal((await askAfresh(url, hardcore)).body, marked);
    assert.equal((await askAfresh(url)).body, normal.body);
  });

  it('answers 404 USER_NOT_FOUND for a stranger, whatever was kept for others', async () => {
    const response = await get('/public/user/zz-test-nobody-at-all');
    assert.equal(response.statusCode, 404);
    assert.equal(response.json<{ code: string }>().code, 'USER_NOT_FOUND');
  });
});

describe('leaderboard pages', () => {
  it('follow each rebuild of the positions, even one made at the same instant', async () => {
    const at = new Date('2026-11-02T10:00:00.000Z');
    await refreshLeaderboardPositions(t.app.db, at);
    const url = '/public/leaderboard/GLOBAL?page=0&size=5';
    const first = await get(url);
    assert.equal(first.statusCode, 200);
    assert.equal((await get(url, { 'if-none-match': String(first.headers.etag) })).statusCode, 304);

    const player = await insertTestPlayer(t.app.db, 'NORMAL');
    await t.app.db.insert(leaderboardEntries).values({
      ruleSet: 'NORMAL',
      type: 'GLOBAL',
      userId: player.userId,
      score: 2_000_000_000,
      tieBreak: 0,
      data: { total: 1 },
    });
    assert.equal((await get(url)).body, first.body, 'the positions were not rebuilt yet');

    await refreshLeaderboardPositions(t.app.db, at);
    const rebuilt = (await get(url)).json<LeaderboardPage>();
    assert.equal(rebuilt.rows[0]?.user.id, player.userId, 'the new best player heads the page');
    const around = (await get(`/public/leaderboard/GLOBAL/around/${player.name}?size=5`)).json<LeaderboardPage>();
    assert.deepEqual(around, rebuilt, 'the page around the player is that page');
  });
});

/** A corporation of the NORMAL rule set, founded now by a new player. */
async function founded(name: string) {
  const now = await worldNow(t.app.db);
  const founder = await insertTestPlayer(t.app.db, 'NORMAL', { currencies: { balance: 500_000 } });
  const { corporationId } = await createCorporation(
    t.app.db,
    { userId: founder.userId, ruleSet: 'NORMAL' },
    { name, description: 'Une corporation de test' },
    now,
  );
  return { now, founder, corporationId };
}

describe('a corporation’s detail', () => {
  it('follows a gift and a new member at once, and answers 304 while nothing changed', async () => {
    const { now, founder, corporationId } = await founded('Les Gardiens du Cache');
    const url = `/public/corporation/${corporationId}`;
    const first = await get(url);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers['cache-control'], 'no-cache');
    const etag = String(first.headers.etag);
    assert.equal((await get(url, { 'if-none-match': etag })).statusCode, 304);

    await giveToCorporation(t.app.db, { userId: founder.userId, ruleSet: 'NORMAL' }, 700, now);
    const given = await get(url, { 'if-none-match': etag });
    assert.equal(given.statusCode, 200, 'the old ETag no longer matches');
    assert.equal(given.json<CorporationDetail>().balance, first.json<CorporationDetail>().balance + 700);

    const member = await insertTestPlayer(t.app.db, 'NORMAL', { currencies: { balance: 10_000 } });
    await joinCorporation(t.app.db, { userId: member.userId, ruleSet: 'NORMAL' }, corporationId, now);
    const joined = (await get(url)).json<CorporationDetail>();
    assert.ok(
      joined.userCorporations.some((m) => m.user.discordUserName === member.name),
      'the new member is listed',
    );
    assert.equal((await get('/public/corporation/00000000-0000-4000-8000-000000000000')).statusCode, 404);
  });

  it('is kept in the database while nothing in the corporation changed', async () => {
    const { now, founder, corporationId } = await founded('Les Archivistes');
    const url = `/public/corporation/${corporationId}`;
    const made = await askAfresh(url);
    const marked = await markKept(corporationId);
    assert.deepEqual(await askAfresh(url), { body: marked, etag: '"marked"' });

    await giveToCorporation(t.app.db, { userId: founder.userId, ruleSet: 'NORMAL' }, 700, now);
    const given = await askAfresh(url);
    assert.equal(JSON.parse(given.body).balance, JSON.parse(made.body).balance + 700);
    const [kept] = await keptFor(corporationId);
    assert.equal(kept?.route, 'corporation');
    assert.equal(gunzipSync(kept.gzip).toString(), given.body);
  });
});
