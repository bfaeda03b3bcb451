import type { LiveEvent } from '@zu/shared-contract';
import {
  blankPixel,
  byteIndexOf,
  canvasBytes,
  canvasText,
  colourName,
  fillRgba,
  paintedPixelOf,
  type PlaceInfoWithNames,
} from './place-canvas';

const info: PlaceInfoWithNames = {
  width: 4,
  height: 3,
  palette: ['#000000', '#ff8000', '#2040c0'],
  paletteNames: ['noir', 'orange', 'bleu'],
  cooldownSeconds: 300,
  paintedCount: 2,
};

const placeEvent = (data: Record<string, unknown>): LiveEvent => ({
  id: '1',
  topic: 'place',
  ruleSet: 'HARDCORE',
  at: '2026-12-10T12:00:00',
  data,
});

describe("the canvas's bytes", () => {
  it('go through the cache as text and come back whole, every byte value included', () => {
    const bytes = Uint8Array.from({ length: 20_000 }, (_, i) => i % 256);
    expect(canvasBytes(canvasText(bytes), 200, 100)).toEqual(bytes);
  });

  it('leave blank what a short answer lacks', () => {
    const bytes = canvasBytes(canvasText(Uint8Array.of(1, 2)), 2, 2);
    expect([...bytes]).toEqual([1, 2, blankPixel, blankPixel]);
  });

  it('are read row by row', () => {
    expect(byteIndexOf(4, { x: 1, y: 2 })).toBe(9);
  });

  it('give each pixel its palette colour, opaque, and a blank one white', () => {
    const rgba = new Uint8ClampedArray(4 * 3);
    fillRgba(rgba, Uint8Array.of(1, blankPixel, 2), info.palette);
    expect([...rgba]).toEqual([255, 128, 0, 255, 255, 255, 255, 255, 32, 64, 192, 255]);
  });
});

describe('a live pixel', () => {
  it('is read from the event: where and which colour of the palette, whatever its case', () => {
    expect(paintedPixelOf(placeEvent({ x: 3, y: 2, color: '#FF8000', userName: 'alice' }), info)).toEqual({
      x: 3,
      y: 2,
      colorIndex: 1,
    });
  });

  it('is left aside when it is off the canvas, of no colour of the palette, or no pixel at all', () => {
    expect(paintedPixelOf(placeEvent({ x: 4, y: 0, color: '#000000' }), info)).toBeUndefined();
    expect(paintedPixelOf(placeEvent({ x: 0, y: -1, color: '#000000' }), info)).toBeUndefined();
    expect(paintedPixelOf(placeEvent({ x: 0, y: 0, color: '#123456' }), info)).toBeUndefined();
    expect(paintedPixelOf(placeEvent({ x: 0.5, y: 0, color: '#000000' }), info)).toBeUndefined();
    expect(paintedPixelOf({ ...placeEvent({}), data: undefined }, info)).toBeUndefined();
  });
});

describe("a colour's name", () => {
  it("is the API's French name, or the colour's code when it names none", () => {
    expect(colourName(info, 2)).toBe('bleu');
    expect(colourName({ ...info, paletteNames: undefined }, 2)).toBe('#2040c0');
  });
});
