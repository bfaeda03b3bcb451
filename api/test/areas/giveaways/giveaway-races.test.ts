// Entries fired at once through the route. PGlite runs transactions one after the other; on PostgreSQL
// (DATABASE_URL) they really overlap, and the giveaway's row lock and the entries' key keep the count right.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { giveawayEntries, giveaways } from '../../../src/areas/giveaways/giveaway-schema';
import { insertTestPlayer, type TestPlayer } from '../../support/test-players';
import { useSignedTestApp } from '../../support/test-tokens';
import { insertGiveaway } from './giveaway-fixtures';

const t = useSignedTestApp();
const db = () => t.database.db;

const enter = async (who: TestPlayer, giveawayId: string, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/public/giveaway/${giveawayId}/enter`,
    headers: { authorization: authorization ?? (await t.bearer(who.name)) },
  });

async function counts(giveawayId: string) {
  const [row] = await db().select().from(giveaways).where(eq(giveaways.id, giveawayId));
  const entries = await db().select().from(giveawayEntries).where(eq(giveawayEntries.giveawayId, giveawayId));
  return { entryCount: row!.entryCount, entries };
}

describe('simultaneous entries', () => {
  it('30 entries at once from one player count once', async () => {
    const giveaway = await insertGiveaway(db(), 'NORMAL', 1, 3);
    const who = await insertTestPlayer(db(), 'NORMAL');
    const authorization = await t.bearer(who.name);

    const responses = await Promise.all(Array.from({ length: 30 }, () => enter(who, giveaway.id, authorization)));
    const codes = responses.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.json().code}`);
    assert.equal(responses.length - codes.length, 1);
    assert.deepEqual([...new Set(codes)], ['400 GIVEAWAY_ALREADY_ENTERED']);
    const { entryCount, entries } = await counts(giveaway.id);
    assert.equal(entryCount, 1);
    assert.deepEqual(
      entries.map((e) => e.userId),
      [who.userId],
    );
  });

  it('30 players entering at once count 30', async () => {
    const giveaway = await insertGiveaway(db(), 'NORMAL', 1, 3);
    const players = await Promise.all(Array.from({ length: 30 }, () => insertTestPlayer(db(), 'NORMAL')));

    const responses = await Promise.all(players.map((who) => enter(who, giveaway.id)));
    assert.deepEqual([...new Set(responses.map((r) => r.statusCode))], [200]);
    const { entryCount, entries } = await counts(giveaway.id);
    assert.equal(entryCount, 30);
    assert.deepEqual(entries.map((e) => e.userId).sort(), players.map((p) => p.userId).sort());
  });
});
