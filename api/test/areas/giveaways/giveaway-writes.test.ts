// Entering a giveaway through POST /public/giveaway/{id}/enter, on players and giveaways of the tests' own: the
// answer, what the reads show after it, and each refusal with its code and French message.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Giveaway, GiveawayEntry, GiveawayList, GiveawayPlayer } from '@zu/shared-contract';
import { giveaways } from '../../../src/areas/giveaways/giveaway-schema';
import type { RuleSet } from '../../../src/engine/rule-sets';
import { insertTestPlayer, type TestPlayer } from '../../support/test-players';
import { hardcore } from '../../support/test-app';
import { useSignedTestApp } from '../../support/test-tokens';
import { insertGiveaway } from './giveaway-fixtures';

const t = useSignedTestApp();
const db = () => t.database.db;
const headersOf = (ruleSet: RuleSet) => (ruleSet === 'HARDCORE' ? { ...hardcore } : {});

const get = (url: string, ruleSet: RuleSet = 'NORMAL') => t.app.inject({ url, headers: headersOf(ruleSet) });

async function enter(who: TestPlayer, giveawayId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/public/giveaway/${giveawayId}/enter`,
    headers: { ...headersOf(who.ruleSet), authorization: await t.bearer(who.name) },
  });
}

function refused(
  response: { statusCode: number; body: string; json(): { code: string; message: string } },
  code: string,
  status = 400,
) {
  assert.equal(response.statusCode, status, response.body);
  assert.equal(response.json().code, code);
  assert.ok(response.json().message.length > 0);
}

describe('POST /public/giveaway/{id}/enter', () => {
  it('enters the signed-in player once: the answer, the giveaway and the player reads show the entry', async () => {
    const giveaway = await insertGiveaway(db(), 'NORMAL', 1, 3);
    const who = await insertTestPlayer(db(), 'NORMAL');

    const response = await enter(who, giveaway.id);
    assert.equal(response.statusCode, 200, response.body);
    const entry = response.json() as GiveawayEntry;
    assert.equal(entry.giveaway.id, giveaway.id);
    assert.equal(entry.giveaway.entryCount, 1);
    assert.equal(entry.giveaway.isOpen, true);
    assert.equal(entry.player.hasEntered, true);
    assert.equal(entry.player.hasWon, false);

    const read = (await get(`/public/giveaway/${giveaway.id}`)).json() as Giveaway;
    assert.equal(read.entryCount, 1);
    assert.equal(read.isDrawn, false);
    assert.deepEqual(read.winners, []);
    assert.equal(read.drawSeed, undefined);
    assert.equal(read.prize.kind, 'CURRENCIES');
    const player = (await get(`/public/giveaway/${giveaway.id}/player/${who.name}`)).json() as GiveawayPlayer;
    assert.equal(player.hasEntered, true);
    assert.equal(player.enteredDate, entry.player.enteredDate);
    const other = await insertTestPlayer(db(), 'NORMAL');
    const absent = (await get(`/public/giveaway/${giveaway.id}/player/${other.name}`)).json() as GiveawayPlayer;
    assert.deepEqual(absent, { hasEntered: false, hasWon: false });

    refused(await enter(who, giveaway.id), 'GIVEAWAY_ALREADY_ENTERED');
    const [row] = await db().select().from(giveaways).where(eq(giveaways.id, giveaway.id));
    assert.equal(row?.entryCount, 1);
  });

  it('shows a card prize with its card and a banner prize with its banner', async () => {
    const cards = (await get(`/public/giveaway/${(await insertGiveaway(db(), 'NORMAL', 0, 3)).id}`)).json() as Giveaway;
    assert.equal(cards.prize.kind, 'CARDS');
    assert.equal(cards.prize.cards?.length, 1);
    assert.equal(cards.prize.cards?.[0]?.item.rarity, 4);
    const banner = (
      await get(`/public/giveaway/${(await insertGiveaway(db(), 'NORMAL', 2, 3)).id}`)
    ).json() as Giveaway;
    assert.equal(banner.prize.kind, 'BANNER');
    assert.ok(banner.prize.banner?.title);
  });

  it('refuses a giveaway drawn or past its end date (GIVEAWAY_CLOSED), and one unknown (404)', async () => {
    const who = await insertTestPlayer(db(), 'NORMAL');
    const ended = await insertGiveaway(db(), 'NORMAL', 1, 0);
    refused(await enter(who, ended.id), 'GIVEAWAY_CLOSED');
    const drawn = await insertGiveaway(db(), 'NORMAL', 1, 3);
    await db().update(giveaways).set({ drawnAt: new Date(), drawSeed: 'x' }).where(eq(giveaways.id, drawn.id));
    refused(await enter(who, drawn.id), 'GIVEAWAY_CLOSED');
    refused(await enter(who, randomUUID()), 'GIVEAWAY_NOT_FOUND', 404);
    refused(await get(`/public/giveaway/${randomUUID()}`), 'GIVEAWAY_NOT_FOUND', 404);
  });

  it("keeps each rule set's giveaways to itself", async () => {
    const normal = await insertGiveaway(db(), 'NORMAL', 1, 3);
    const player = await insertTestPlayer(db(), 'HARDCORE');
    refused(await enter(player, normal.id), 'GIVEAWAY_NOT_FOUND', 404);
    refused(await get(`/public/giveaway/${normal.id}`, 'HARDCORE'), 'GIVEAWAY_NOT_FOUND', 404);
    const list = (await get('/public/giveaway', 'HARDCORE')).json() as GiveawayList;
    assert.ok(list.every((g) => g.id !== normal.id));
  });

  it('answers 401 without a token', async () => {
    const giveaway = await insertGiveaway(db(), 'NORMAL', 1, 3);
    const response = await t.app.inject({ method: 'POST', url: `/public/giveaway/${giveaway.id}/enter` });
    assert.equal(response.statusCode, 401);
  });
});

describe('GET /public/giveaway', () => {
  it('lists the giveaways latest first', async () => {
    const older = await insertGiveaway(db(), 'NORMAL', 1, 3);
    const newer = await insertGiveaway(db(), 'NORMAL', 2, 3);
    const list = (await get('/public/giveaway')).json() as GiveawayList;
    const ids = list.map((g) => g.id);
    assert.ok(ids.indexOf(newer.id) < ids.indexOf(older.id));
    assert.ok(ids.indexOf(older.id) >= 0);
  });
});
