import type { PlaceInfo, PlacePixel, PlacePlayer, PlayerUser } from '@zu/shared-contract';
import type { RuleSet } from '../../engine/rule-sets';
import { toParisDateTime } from '../../lib/dates';
import type { CanvasState } from './place-queries';
import {
  blankPixelByte,
  cooldownLeftMs,
  nextPixelAt,
  placeCooldownSeconds,
  placeHeight,
  placePalette,
  placeWidth,
} from './place-rules';
import type { placePainters, placePixels } from './place-schema';

export function toPlaceInfo(state: CanvasState | undefined): PlaceInfo {
  return {
    width: placeWidth,
    height: placeHeight,
    palette: placePalette.map((entry) => entry.colour),
    paletteNames: placePalette.map((entry) => entry.name),
    cooldownSeconds: placeCooldownSeconds,
    paintedCount: state?.paintedCount ?? 0,
  };
}

export function toPlacePixel(pixel: typeof placePixels.$inferSelect, user: PlayerUser): PlacePixel {
  return { x: pixel.x, y: pixel.y, color: pixel.colour, user, placedDate: toParisDateTime(pixel.at) };
}

/** A player's painting; the date of their next pixel only while they still wait for it. */
export function toPlacePlayer(painter: typeof placePainters.$inferSelect | undefined, now: Date): PlacePlayer {
  if (!painter) return { pixelCount: 0 };
  const waiting = cooldownLeftMs(painter.lastPlacedAt, now) > 0;
  return {
    pixelCount: painter.pixelCount,
    lastPlacedDate: toParisDateTime(painter.lastPlacedAt),
    ...(waiting ? { nextPixelDate: toParisDateTime(nextPixelAt(painter.lastPlacedAt)) } : {}),
  };
}

/**
 * The canvas's ETag: its rule set, how many pixels it was painted with and the last one's second. Every pixel
 * raises the count; the rule set and the time keep apart canvases of other rule sets and databases.
 */
export function canvasEtag(ruleSet: RuleSet, state: CanvasState | undefined): string {
  if (!state) return `"place-${ruleSet}-0"`;
  return `"place-${ruleSet}-${state.placementCount}-${Math.floor(state.lastPlacedAt.getTime() / 1000).toString(36)}"`;
}

/** The canvas as sent: a byte per pixel, row by row, its palette index or 255 for a pixel never painted. */
export function canvasBytes(pixels: Buffer): Buffer {
  const bytes = Buffer.alloc(placeWidth * placeHeight, blankPixelByte);
  for (let at = 0; at + 4 <= pixels.length; at += 4) bytes[pixels.readUIntBE(at, 3)] = pixels[at + 3]!;
  return bytes;
}
