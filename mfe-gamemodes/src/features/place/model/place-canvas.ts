import type { LiveEvent, PlaceInfo } from '@zu/shared-contract';

/** PlaceInfo and the colours' French names, which the API sends beside the palette (read as optional). */
export type PlaceInfoWithNames = PlaceInfo & { paletteNames?: string[] };

export interface Pixel {
  x: number;
  y: number;
}

export interface PaintedPixel extends Pixel {
  colorIndex: number;
}

/** A canvas byte that is no palette index: the pixel was never painted. */
export const blankPixel = 255;

/** A pixel never painted shows white, as a fresh sheet does. */
const blankRgb: readonly number[] = [255, 255, 255];

/**
 * The canvas's bytes as text, one character a byte: the cache keeps plain values (a string), and 250,000 characters
 * cost the store's checks nothing, where an array of numbers would be walked at every action.
 */
export function canvasText(bytes: Uint8Array): string {
  const chunk = 8_192;
  let text = '';
  for (let start = 0; start < bytes.length; start += chunk) {
    text += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return text;
}

/** The bytes again, sized to the canvas: what a short answer lacks stays blank. */
export function canvasBytes(text: string, width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(width * height).fill(blankPixel);
  const known = Math.min(text.length, bytes.length);
  for (let i = 0; i < known; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Where a pixel's byte is: row by row, then along the row. */
export const byteIndexOf = (width: number, { x, y }: Pixel) => y * width + x;

function rgbOf(colour: string): number[] {
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Writes every pixel's colour into `rgba` (an ImageData's bytes, four a pixel): its palette colour, or white. */
export function fillRgba(rgba: Uint8ClampedArray, bytes: Uint8Array, palette: readonly string[]): void {
  const colours = palette.map(rgbOf);
  for (let i = 0; i < bytes.length; i += 1) {
    const [red, green, blue] = colours[bytes[i]!] ?? blankRgb;
    rgba[i * 4] = red!;
    rgba[i * 4 + 1] = green!;
    rgba[i * 4 + 2] = blue!;
    rgba[i * 4 + 3] = 255;
  }
}

/** The pixel a `place` event carries, when it lies on this canvas in a colour of its palette. */
export function paintedPixelOf(event: LiveEvent, { width, height, palette }: PlaceInfo): PaintedPixel | undefined {
  const { x, y, color } = event.data ?? {};
  if (typeof x !== 'number' || typeof y !== 'number' || typeof color !== 'string') return undefined;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height) return undefined;
  const colorIndex = palette.indexOf(color.toLowerCase());
  return colorIndex < 0 ? undefined : { x, y, colorIndex };
}

/** A colour's French name, or its code when the API names none. */
export function colourName(info: PlaceInfoWithNames, index: number): string {
  return info.paletteNames?.[index] ?? info.palette[index] ?? '';
}
