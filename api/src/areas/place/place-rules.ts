// z/place: each rule set has its own canvas, painted one pixel at a time from a fixed palette, each player waiting a
// cooldown between two pixels.
import { refuse, type Refusal } from '../../engine/effects';

/** Chosen: the canvas's size, the same in both rule sets. */
export const placeWidth = 500;
export const placeHeight = 500;

/** Chosen: a player paints one pixel per cooldown. */
export const placeCooldownSeconds = 5 * 60;

/**
 * Chosen: sixteen colours, from light to dark greys then round the colour wheel, each clearly apart from its
 * neighbours; the name completes the button « Colorier en … ».
 */
export const placePalette = [
  { colour: '#ffffff', name: 'blanc' },
  { colour: '#d4d7d9', name: 'gris clair' },
  { colour: '#898d90', name: 'gris' },
  { colour: '#000000', name: 'noir' },
  { colour: '#9c6926', name: 'marron' },
  { colour: '#ff99aa', name: 'rose' },
  { colour: '#e50000', name: 'rouge' },
  { colour: '#ff8c00', name: 'orange' },
  { colour: '#ffd635', name: 'jaune' },
  { colour: '#7eed56', name: 'vert clair' },
  { colour: '#00a368', name: 'vert' },
  { colour: '#51e9f4', name: 'cyan' },
  { colour: '#3690ea', name: 'bleu ciel' },
  { colour: '#2450a4', name: 'bleu' },
  { colour: '#811e9f', name: 'violet' },
  { colour: '#b44ac0', name: 'mauve' },
] as const;

export type PlaceColour = (typeof placePalette)[number]['colour'];

/** The byte of a pixel never painted, in the canvas's bytes (the others are palette indexes). */
export const blankPixelByte = 255;

export const placeRefusals = {
  outOfBounds: refuse('PLACE_OUT_OF_BOUNDS', `Ce pixel est hors de la toile (${placeWidth} × ${placeHeight}).`),
  unknownColour: refuse('PLACE_UNKNOWN_COLOR', "Cette couleur n'est pas dans la palette."),
} as const;

export function isOnCanvas(x: number, y: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && x < placeWidth && y >= 0 && y < placeHeight;
}

/** The palette index of a colour written in any case (`#FF8C00` is orange), or -1 when not in the palette. */
export function paletteIndexOf(colour: string): number {
  const wanted = colour.toLowerCase();
  return placePalette.findIndex((entry) => entry.colour === wanted);
}

/**
 * How long a player who last painted at `lastPlacedAt` still waits at `now`, in milliseconds (0: they may paint).
 * A placement dated after `now` counts as just made, never as no placement: a request whose instant was read just
 * before another one of the player's was written must still be refused (and a world clock set back shows a wait of
 * one cooldown at most).
 */
export function cooldownLeftMs(lastPlacedAt: Date | null, now: Date): number {
  if (lastPlacedAt === null) return 0;
  const left = lastPlacedAt.getTime() + placeCooldownSeconds * 1000 - now.getTime();
  return Math.min(Math.max(0, left), placeCooldownSeconds * 1000);
}

/** When a player who last painted at `lastPlacedAt` may paint again. */
export function nextPixelAt(lastPlacedAt: Date): Date {
  return new Date(lastPlacedAt.getTime() + placeCooldownSeconds * 1000);
}

/** « 3 min 20 s », « 1 min », « 45 s »: a wait rounded up to the second. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

export function cooldownRefusal(leftMs: number): Refusal {
  return refuse('PLACE_COOLDOWN', `Tu pourras colorier un nouveau pixel dans ${waitText(leftMs)}.`);
}

export interface PixelRequest {
  x: number;
  y: number;
  color: string;
}

export interface AcceptedPixel {
  ok: true;
  x: number;
  y: number;
  colour: PlaceColour;
  /** The placement's instant, to the second: the dates shown are, so the next pixel's date is exact. */
  placedAt: Date;
}

/**
 * Chosen: a pixel on the canvas, in a palette colour (any case), once the cooldown is over. Painting a pixel the
 * colour it already has still counts: it takes the pixel under the player's name and starts their cooldown.
 */
export function placePixel(request: PixelRequest, lastPlacedAt: Date | null, now: Date): AcceptedPixel | Refusal {
  if (!isOnCanvas(request.x, request.y)) return placeRefusals.outOfBounds;
  const index = paletteIndexOf(request.color);
  if (index < 0) return placeRefusals.unknownColour;
  const left = cooldownLeftMs(lastPlacedAt, now);
  if (left > 0) return cooldownRefusal(left);
  return {
    ok: true,
    x: request.x,
    y: request.y,
    colour: placePalette[index]!.colour,
    placedAt: new Date(Math.floor(now.getTime() / 1000) * 1000),
  };
}
