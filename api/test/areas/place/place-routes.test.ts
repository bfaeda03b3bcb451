// z/place's reads on the seeded canvases: the canvas's bytes against the rows they come from, its revalidation, the
// figures, who painted a pixel, a player's painting, and the two rule sets' canvases kept apart.
import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import { ruleSetHeader, type PlaceInfo, type PlacePixel, type PlacePlayer } from '@zu/shared-contract';
import { users } from '../../../src/areas/players/players-schema';
import { placePainters, placePixels } from '../../../src/areas/place/place-schema';
import { paletteIndexOf, placeHeight, placePalette, placeWidth } from '../../../src/areas/place/place-rules';
import type { RuleSet } from '../../../src/engine/rule-sets';
import { toParisDateTime } from '../../../src/lib/dates';
import { hardcore, useTestApp } from '../../support/test-app';
import { requestsTo } from '../../support/requests';

const t = useTestApp();
const { get, json, refusal } = requestsTo(t);
const db = () => t.database.db;
const headersOf = (ruleSet: RuleSet) => (ruleSet === 'HARDCORE' ? { ...hardcore } : {});

async function canvasOf(ruleSet: RuleSet): Promise<Buffer> {
  const response = await get('/public/place', headersOf(ruleSet));
  assert.equal(response.statusCode, 200, response.body.slice(0, 200));
  assert.match(String(response.headers['content-type']), /^application\/octet-stream/);
  return response.rawPayload;
}

const pixelRows = (ruleSet: RuleSet) => db().select().from(placePixels).where(eq(placePixels.ruleSet, ruleSet));

describe('z/place reads', () => {
  it('info: the size, the palette and its names, the cooldown and the pixels painted', async () => {
    for (const ruleSet of ['NORMAL', 'HARDCORE'] as const) {
      const info = await json<PlaceInfo>('/public/place/info', headersOf(ruleSet));
      const [painted] = await db().select({ n: count() }).from(placePixels).where(eq(placePixels.ruleSet, ruleSet));
      assert.deepEqual(info, {
        width: 500,
        height: 500,
        palette: placePalette.map((entry) => entry.colour),
        paletteNames: placePalette.map((entry) => entry.name),
        cooldownSeconds: 300,
        paintedCount: painted!.n,
      });
      assert.ok(info.paintedCount > 1_000, `${ruleSet}: a seeded canvas`);
    }
  });

  it('the canvas: a byte per pixel, its palette index where painted, 255 elsewhere', async () => {
    for (const ruleSet of ['NORMAL', 'HARDCORE'] as const) {
      const bytes = await canvasOf(ruleSet);
      assert.equal(bytes.length, placeWidth * placeHeight);
      const rows = await pixelRows(ruleSet);
      for (const row of rows) assert.equal(bytes[row.y * placeWidth + row.x], paletteIndexOf(row.colour));
      assert.equal(bytes.filter((byte) => byte !== 255).length, rows.length);
    }
  });

  it('the rule sets paint canvases of their own', async () => {
    const [normal, hard] = [await canvasOf('NORMAL'), await canvasOf('HARDCORE')];
    assert.notDeepEqual(normal, hard);
    const etags = await Promise.all(
      (['NORMAL', 'HARDCORE'] as const).map(
        async (ruleSet) => (await get('/public/place', headersOf(ruleSet))).headers.etag,
      ),
    );
    assert.notEqual(etags[0], etags[1]);
  });

  it('the canvas revalidates: a strong ETag, 304 while it holds, the rule set in Vary', async () => {
    const first = await get('/public/place');
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[^"]+"$/);
    assert.equal(first.headers['cache-control'], 'no-cache');
    assert.match(String(first.headers.vary), new RegExp(ruleSetHeader, 'i'));
    const again = await get('/public/place', { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers.etag, etag);
    assert.equal((await get('/public/place', { 'if-none-match': '"other"' })).statusCode, 200);
  });

  it('the canvas goes compressed to a client that takes it', async () => {
    const plain = await canvasOf('NORMAL');
    const zipped = await get('/public/place', { 'accept-encoding': 'gzip' });
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.ok(zipped.rawPayload.length < plain.length / 4, `${zipped.rawPayload.length} bytes`);
    assert.deepEqual(gunzipSync(zipped.rawPayload), plain);
  });

  it('a pixel: its colour, when, and its last painter as a player of the rule set', async () => {
    for (const ruleSet of ['NORMAL', 'HARDCORE'] as const) {
      const [row] = await db()
        .select({ pixel: placePixels, userName: users.discordUserName })
        .from(placePixels)
        .innerJoin(users, eq(users.id, placePixels.userId))
        .where(eq(placePixels.ruleSet, ruleSet))
        .limit(1);
      assert.ok(row);
      const { pixel, userName } = row;
      const answer = await json<PlacePixel>(`/public/place/pixel/${pixel.x}/${pixel.y}`, headersOf(ruleSet));
      assert.deepEqual(
        { ...answer, user: answer.user.discordUserName },
        {
          x: pixel.x,
          y: pixel.y,
          color: pixel.colour,
          user: userName,
          placedDate: toParisDateTime(pixel.at),
        },
      );
      assert.equal(answer.user.id, pixel.userId);
    }
  });

  it('a pixel never painted is a 404, one off the canvas a 400', async () => {
    const bytes = await canvasOf('NORMAL');
    const blank = bytes.indexOf(255);
    const [x, y] = [blank % placeWidth, Math.floor(blank / placeWidth)];
    await refusal(`/public/place/pixel/${x}/${y}`, 404, 'PIXEL_NOT_PAINTED');
    for (const [px, py] of [
      [500, 0],
      [0, 500],
      [-1, 3],
    ]) {
      await refusal(`/public/place/pixel/${px}/${py}`, 400, 'PLACE_OUT_OF_BOUNDS');
    }
    await refusal('/public/place/pixel/a/3', 400, 'INVALID_REQUEST');
  });

  it("a player's painting: their pixels over the canvas's life and the last one's date", async () => {
    const [painter] = await db()
      .select({ painter: placePainters, userName: users.discordUserName })
      .from(placePainters)
      .innerJoin(users, eq(users.id, placePainters.userId))
      .where(eq(placePainters.ruleSet, 'NORMAL'))
      .limit(1);
    assert.ok(painter);
    const [stillShown] = await db()
      .select({ n: count() })
      .from(placePixels)
      .where(and(eq(placePixels.ruleSet, 'NORMAL'), eq(placePixels.userId, painter.painter.userId)));
    const answer = await json<PlacePlayer>(
      `/public/place/player/${encodeURIComponent(painter.userName.toUpperCase())}`,
    );
    // The seeded pixels are all from before the world's day: no cooldown left.
    assert.deepEqual(answer, {
      pixelCount: painter.painter.pixelCount,
      lastPlacedDate: toParisDateTime(painter.painter.lastPlacedAt),
    });
    assert.ok(answer.pixelCount >= stillShown!.n);
  });

  it('a player who never painted has no pixel; an unknown player is a 404', async () => {
    const painters = new Set((await db().select().from(placePainters)).map((row) => row.userId));
    const [idle] = (await db().select().from(users)).filter((user) => !painters.has(user.id));
    assert.ok(idle, 'the seed has players who never painted');
    assert.deepEqual(await json<PlacePlayer>(`/public/place/player/${encodeURIComponent(idle.discordUserName)}`), {
      pixelCount: 0,
    });
    await refusal('/public/place/player/personne.de.connu', 404, 'USER_NOT_FOUND');
  });
});
