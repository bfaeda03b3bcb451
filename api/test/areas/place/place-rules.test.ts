// Independent of DATABASE_URL: no database, so the PostgreSQL pass leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  cooldownLeftMs,
  isOnCanvas,
  nextPixelAt,
  paletteIndexOf,
  placeCooldownSeconds,
  placePalette,
  placePixel,
  waitText,
} from '../../../src/areas/place/place-rules';

const now = new Date('2026-11-01T10:00:00.750Z');
const secondsBefore = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const refusedWith = (result: ReturnType<typeof placePixel>, code: string) => {
  assert.equal(result.ok, false);
  if (!result.ok) {
    assert.equal(result.code, code);
    assert.ok(result.message.length > 0);
  }
};

describe('z/place rules', () => {
  it('a palette of sixteen distinct lower-case colours, each with a French name', () => {
    assert.equal(placePalette.length, 16);
    assert.equal(new Set(placePalette.map((entry) => entry.colour)).size, 16);
    assert.equal(new Set(placePalette.map((entry) => entry.name)).size, 16);
    for (const { colour } of placePalette) assert.match(colour, /^#[0-9a-f]{6}$/);
  });

  it('the canvas runs from 0 to 499 on both axes', () => {
    assert.ok(isOnCanvas(0, 0) && isOnCanvas(499, 499));
    for (const [x, y] of [
      [500, 0],
      [0, 500],
      [-1, 0],
      [0, -1],
      [1.5, 2],
    ] as const) {
      assert.equal(isOnCanvas(x, y), false, `${x}, ${y}`);
    }
  });

  it('a colour is found in any case, anything else is not in the palette', () => {
    const orange = placePalette.findIndex((entry) => entry.name === 'orange');
    assert.equal(paletteIndexOf(placePalette[orange]!.colour.toUpperCase()), orange);
    for (const colour of ['#123456', 'orange', '', '#fff']) assert.equal(paletteIndexOf(colour), -1);
  });

  it('accepts a pixel in a palette colour, to the second, when no cooldown runs', () => {
    const result = placePixel({ x: 12, y: 499, color: '#FFFFFF' }, null, now);
    assert.deepEqual(result, {
      ok: true,
      x: 12,
      y: 499,
      colour: '#ffffff',
      placedAt: new Date('2026-11-01T10:00:00Z'),
    });
  });

  it('refuses off the canvas first, then an unknown colour, then a running cooldown', () => {
    const justPainted = secondsBefore(1);
    refusedWith(placePixel({ x: 500, y: 0, color: 'nope' }, justPainted, now), 'PLACE_OUT_OF_BOUNDS');
    refusedWith(placePixel({ x: 0, y: -1, color: '#ffffff' }, null, now), 'PLACE_OUT_OF_BOUNDS');
    refusedWith(placePixel({ x: 0, y: 0, color: '#123456' }, justPainted, now), 'PLACE_UNKNOWN_COLOR');
    refusedWith(placePixel({ x: 0, y: 0, color: '#ffffff' }, justPainted, now), 'PLACE_COOLDOWN');
  });

  it('the cooldown is over once its whole length has passed since the last pixel', () => {
    const last = secondsBefore(placeCooldownSeconds - 1);
    assert.equal(cooldownLeftMs(last, now), 1000);
    assert.equal(placePixel({ x: 1, y: 1, color: '#000000' }, last, now).ok, false);
    assert.equal(placePixel({ x: 1, y: 1, color: '#000000' }, secondsBefore(placeCooldownSeconds), now).ok, true);
    assert.equal(nextPixelAt(last).getTime() - last.getTime(), placeCooldownSeconds * 1000);
  });

  it('says the time left in minutes and seconds, rounded up', () => {
    const result = placePixel({ x: 1, y: 1, color: '#000000' }, secondsBefore(100), now);
    assert.equal(result.ok, false);
    if (!result.ok) assert.equal(result.message, 'Tu pourras colorier un nouveau pixel dans 3 min 20 s.');
    assert.deepEqual(
      [waitText(200_000), waitText(60_000), waitText(44_200), waitText(1)],
      ['3 min 20 s', '1 min', '45 s', '1 s'],
    );
  });

  it('a last pixel dated after now (a world clock set back) waits one cooldown, no longer', () => {
    assert.equal(cooldownLeftMs(new Date(now.getTime() + 86_400_000), now), placeCooldownSeconds * 1000);
  });
});
