// Pixels fired at once through the route. PGlite runs transactions one after the other; on PostgreSQL
// (DATABASE_URL) they really overlap, and the account lock and the pixel's row keep the counts right.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { placeCanvases, placePainters, placePixels } from '../../../src/areas/place/place-schema';
import { placeWidth } from '../../../src/areas/place/place-rules';
import { insertTestPlayer, type TestPlayer } from '../../support/test-players';
import { useSignedTestApp } from '../../support/test-tokens';

const t = useSignedTestApp();
const db = () => t.database.db;

const paint = async (who: TestPlayer, x: number, y: number, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/public/place/pixel',
    headers: { authorization: authorization ?? (await t.bearer(who.name)) },
    payload: { x, y, color: '#2450a4' },
  });

/** Blank pixels of the NORMAL canvas, the last ones in reading order. */
async function blankPixels(n: number): Promise<{ x: number; y: number }[]> {
  const bytes = (await t.app.inject({ url: '/public/place' })).rawPayload;
  const found: { x: number; y: number }[] = [];
  for (let at = bytes.length - 1; at >= 0 && found.length < n; at--) {
    if (bytes[at] === 255) found.push({ x: at % placeWidth, y: Math.floor(at / placeWidth) });
  }
  assert.equal(found.length, n);
  return found;
}

const canvas = async () => (await db().select().from(placeCanvases).where(eq(placeCanvases.ruleSet, 'NORMAL')))[0]!;

describe('simultaneous pixels', () => {
  it('50 pixels at once from one player: exactly one is painted, 49 wait for the cooldown', async () => {
    const who = await insertTestPlayer(db(), 'NORMAL');
    const authorization = await t.bearer(who.name);
    const targets = await blankPixels(50);
    const before = await canvas();

    const responses = await Promise.all(targets.map(({ x, y }) => paint(who, x, y, authorization)));
    const codes = responses.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.json().code}`);
    assert.equal(responses.length - codes.length, 1);
    assert.deepEqual([...new Set(codes)], ['400 PLACE_COOLDOWN']);
    assert.equal(codes.length, 49);

    const rows = await db().select().from(placePixels).where(eq(placePixels.userId, who.userId));
    assert.equal(rows.length, 1);
    const [painter] = await db().select().from(placePainters).where(eq(placePainters.userId, who.userId));
    assert.equal(painter?.pixelCount, 1);
    const after = await canvas();
    assert.deepEqual([after.placementCount, after.paintedCount], [before.placementCount + 1, before.paintedCount + 1]);
  });

  it('20 players painting one blank pixel at once: every pixel counts, the pixel is painted once', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => insertTestPlayer(db(), 'NORMAL')));
    const [{ x, y }] = (await blankPixels(1)) as [{ x: number; y: number }];
    const before = await canvas();

    const responses = await Promise.all(players.map((who) => paint(who, x, y)));
    assert.deepEqual([...new Set(responses.map((r) => r.statusCode))], [200]);
    const after = await canvas();
    assert.deepEqual([after.placementCount, after.paintedCount], [before.placementCount + 20, before.paintedCount + 1]);
    const painters = await db().select().from(placePainters);
    assert.equal(painters.filter((row) => players.some((who) => who.userId === row.userId)).length, 20);
  });
});
