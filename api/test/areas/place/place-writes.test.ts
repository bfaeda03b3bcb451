// Painting a pixel through POST /public/place/pixel, on players of the tests' own: the answer and what every read
// shows after it, each refusal with its code and French message, the cooldown counted in the world's time.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { PlaceInfo, PlacePixel, PlacePlacement, PlacePlayer } from '@zu/shared-contract';
import { placeCanvases, placePainters, placePixels } from '../../../src/areas/place/place-schema';
import { placePalette, placeWidth } from '../../../src/areas/place/place-rules';
import { readWorldDate, setWorldDate } from '../../../src/areas/world/world-clock';
import { addDays } from '../../../src/engine/world-rules';
import type { RuleSet } from '../../../src/engine/rule-sets';
import { insertTestPlayer, type TestPlayer } from '../../support/test-players';
import { hardcore } from '../../support/test-app';
import { useSignedTestApp } from '../../support/test-tokens';

const t = useSignedTestApp();
const db = () => t.database.db;
const headersOf = (ruleSet: RuleSet) => (ruleSet === 'HARDCORE' ? { ...hardcore } : {});
const indexOf = (name: string) => placePalette.findIndex((entry) => entry.name === name);
const colour = (name: string) => placePalette[indexOf(name)]!.colour;

const get = (url: string, ruleSet: RuleSet = 'NORMAL', headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...headersOf(ruleSet), ...headers } });

async function paint(who: TestPlayer, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/public/place/pixel',
    headers: { ...headersOf(who.ruleSet), authorization: await t.bearer(who.name) },
    payload,
  });
}

function refused(
  response: { statusCode: number; body: string; json(): { code: string; message: string } },
  code: string,
) {
  assert.equal(response.statusCode, 400, response.body);
  assert.equal(response.json().code, code);
  return response.json().message;
}

/** Pixels no one painted yet on the rule set's canvas, a different one for each call. */
const taken = new Set<string>();
async function blankPixel(ruleSet: RuleSet = 'NORMAL'): Promise<{ x: number; y: number }> {
  const bytes = (await get('/public/place', ruleSet)).rawPayload;
  for (let at = bytes.length - 1; at >= 0; at--) {
    const [x, y] = [at % placeWidth, Math.floor(at / placeWidth)];
    if (bytes[at] === 255 && !taken.has(`${ruleSet}/${x}/${y}`)) {
      taken.add(`${ruleSet}/${x}/${y}`);
      return { x, y };
    }
  }
  throw new Error('no blank pixel left');
}

const canvasRow = async (ruleSet: RuleSet) =>
  (await db().select().from(placeCanvases).where(eq(placeCanvases.ruleSet, ruleSet)))[0]!;

describe('POST /public/place/pixel', () => {
  it('paints the pixel: the answer, the pixel and player routes, the canvas and its ETag, the counts', async () => {
    const who = await insertTestPlayer(db(), 'NORMAL');
    const { x, y } = await blankPixel();
    const before = { canvas: await get('/public/place'), counts: await canvasRow('NORMAL') };

    const response = await paint(who, { x, y, color: colour('violet') });
    assert.equal(response.statusCode, 200, response.body);
    const placed = response.json<PlacePlacement>();
    const { user, ...pixel } = placed.pixel;
    assert.equal(user.discordUserName, who.name);
    assert.deepEqual({ x: pixel.x, y: pixel.y, color: pixel.color }, { x, y, color: colour('violet') });
    assert.equal(pixel.placedDate.slice(0, 10), await readWorldDate(db()), "painted on the world's day");
    // Five minutes after the pixel, to the second.
    const seconds = (date: string) => Date.parse(`${date}Z`) / 1000;
    assert.equal(seconds(placed.nextPixelDate) - seconds(placed.pixel.placedDate), 300);

    assert.deepEqual((await get(`/public/place/pixel/${x}/${y}`)).json<PlacePixel>(), placed.pixel);
    assert.deepEqual((await get(`/public/place/player/${who.name}`)).json<PlacePlayer>(), {
      pixelCount: 1,
      lastPlacedDate: placed.pixel.placedDate,
      nextPixelDate: placed.nextPixelDate,
    });
    const after = await get('/public/place');
    assert.equal(after.rawPayload[y * placeWidth + x], indexOf('violet'));
    assert.notEqual(after.headers.etag, before.canvas.headers.etag);
    // The ETag held before the pixel no longer revalidates: the client gets the new canvas.
    const stale = await get('/public/place', 'NORMAL', { 'if-none-match': String(before.canvas.headers.etag) });
    assert.equal(stale.statusCode, 200);
    assert.equal(
      (await get('/public/place', 'NORMAL', { 'if-none-match': String(after.headers.etag) })).statusCode,
      304,
    );
    assert.deepEqual(
      { ...(await canvasRow('NORMAL')), lastPlacedAt: undefined },
      {
        ruleSet: 'NORMAL',
        placementCount: before.counts.placementCount + 1,
        paintedCount: before.counts.paintedCount + 1,
        lastPlacedAt: undefined,
      },
    );
    assert.equal((await get('/public/place/info')).json<PlaceInfo>().paintedCount, before.counts.paintedCount + 1);
  });

  it('a pixel painted the colour it has still counts, under its new painter', async () => {
    const [first, second] = [await insertTestPlayer(db(), 'NORMAL'), await insertTestPlayer(db(), 'NORMAL')];
    const { x, y } = await blankPixel();
    assert.equal((await paint(first, { x, y, color: colour('vert') })).statusCode, 200);
    const before = await canvasRow('NORMAL');
    const again = await paint(second, { x, y, color: colour('vert') });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal((await get(`/public/place/pixel/${x}/${y}`)).json<PlacePixel>().user.discordUserName, second.name);
    const after = await canvasRow('NORMAL');
    assert.deepEqual([after.placementCount, after.paintedCount], [before.placementCount + 1, before.paintedCount]);
    assert.equal((await get(`/public/place/player/${first.name}`)).json<PlacePlayer>().pixelCount, 1);
  });

  it('refuses a pixel off the canvas and a colour out of the palette; takes a colour in upper case', async () => {
    const who = await insertTestPlayer(db(), 'NORMAL');
    for (const [x, y] of [
      [500, 0],
      [0, 500],
      [-1, 0],
      [0, -1],
    ]) {
      assert.match(
        refused(await paint(who, { x, y, color: colour('noir') }), 'PLACE_OUT_OF_BOUNDS'),
        /hors de la toile/,
      );
    }
    const { x, y } = await blankPixel();
    for (const color of ['#123456', 'noir', '#fff']) {
      assert.match(refused(await paint(who, { x, y, color }), 'PLACE_UNKNOWN_COLOR'), /palette/);
    }
    const rows = await db().select().from(placePainters).where(eq(placePainters.userId, who.userId));
    assert.equal(rows.length, 0, 'a refusal paints nothing');
    const upper = await paint(who, { x, y, color: colour('orange').toUpperCase() });
    assert.equal(upper.statusCode, 200, upper.body);
    assert.equal(upper.json<PlacePlacement>().pixel.color, colour('orange'));
  });

  it("refuses a second pixel while the cooldown runs; another player's pixel goes through at once", async () => {
    const [first, second] = [await insertTestPlayer(db(), 'NORMAL'), await insertTestPlayer(db(), 'NORMAL')];
    const { x, y } = await blankPixel();
    assert.equal((await paint(first, { x, y, color: colour('rouge') })).statusCode, 200);
    const next = await blankPixel();
    const message = refused(await paint(first, { ...next, color: colour('bleu') }), 'PLACE_COOLDOWN');
    assert.match(message, /^Tu pourras colorier un nouveau pixel dans (\d min( \d{1,2} s)?|\d{1,2} s)\.$/);
    const other = await paint(second, { x, y, color: colour('bleu') });
    assert.equal(other.statusCode, 200, other.body);
    const [row] = await db()
      .select()
      .from(placePixels)
      .where(and(eq(placePixels.ruleSet, 'NORMAL'), eq(placePixels.x, x), eq(placePixels.y, y)));
    assert.deepEqual([row?.userId, row?.colour], [second.userId, colour('bleu')]);
  });

  it("counts the cooldown in the world's time: a day later in the world, the player paints again", async () => {
    const who = await insertTestPlayer(db(), 'NORMAL');
    assert.equal((await paint(who, { ...(await blankPixel()), color: colour('jaune') })).statusCode, 200);
    refused(await paint(who, { ...(await blankPixel()), color: colour('jaune') }), 'PLACE_COOLDOWN');
    const today = await readWorldDate(db());
    await setWorldDate(db(), addDays(today, 1));
    try {
      const later = await paint(who, { ...(await blankPixel()), color: colour('jaune') });
      assert.equal(later.statusCode, 200, later.body);
      assert.equal((await get(`/public/place/player/${who.name}`)).json<PlacePlayer>().pixelCount, 2);
    } finally {
      await setWorldDate(db(), today);
    }
  });

  it("paints the rule set's own canvas only", async () => {
    const who = await insertTestPlayer(db(), 'HARDCORE');
    const { x, y } = await blankPixel('HARDCORE');
    const normalByte = (await get('/public/place')).rawPayload[y * placeWidth + x];
    assert.equal((await paint(who, { x, y, color: colour('rose') })).statusCode, 200);
    assert.equal((await get('/public/place', 'HARDCORE')).rawPayload[y * placeWidth + x], indexOf('rose'));
    assert.equal((await get('/public/place')).rawPayload[y * placeWidth + x], normalByte);
    if (normalByte === 255) assert.equal((await get(`/public/place/pixel/${x}/${y}`)).statusCode, 404);
  });

  it('needs a signed-in player with an account in the rule set', async () => {
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/public/place/pixel',
      payload: { x: 1, y: 1, color: '#000000' },
    });
    assert.equal(signedOut.statusCode, 401);
    const normalOnly = await insertTestPlayer(db(), 'NORMAL');
    const response = await paint({ ...normalOnly, ruleSet: 'HARDCORE' }, { x: 1, y: 1, color: '#000000' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'ACCOUNT_NOT_FOUND');
  });
});
