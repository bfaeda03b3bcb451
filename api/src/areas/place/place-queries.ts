import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RuleSet } from '../../engine/rule-sets';
import { blankPixelByte, placePalette, placeWidth } from './place-rules';
import { placeCanvases, placePainters, placePixels } from './place-schema';

export type CanvasState = typeof placeCanvases.$inferSelect;

/** The painted pixels of a canvas, read in the same statement as the version they belong to. */
export interface CanvasRead {
  /** Undefined for a canvas never painted. */
  state: CanvasState | undefined;
  /** Four bytes per painted pixel: its offset on the canvas (`y × width + x`, three bytes) and its palette index. */
  pixels: Buffer;
}

export async function findPixel(db: Db, ruleSet: RuleSet, x: number, y: number) {
  const [row] = await db
    .select()
    .from(placePixels)
    .where(and(eq(placePixels.ruleSet, ruleSet), eq(placePixels.x, x), eq(placePixels.y, y)));
  return row;
}

export async function findPainter(db: Db, userId: string, ruleSet: RuleSet) {
  const [row] = await db
    .select()
    .from(placePainters)
    .where(and(eq(placePainters.userId, userId), eq(placePainters.ruleSet, ruleSet)));
  return row;
}

export async function findCanvasState(db: Db, ruleSet: RuleSet): Promise<CanvasState | undefined> {
  const [row] = await db.select().from(placeCanvases).where(eq(placeCanvases.ruleSet, ruleSet));
  return row;
}

const paletteList = placePalette.map((entry) => entry.colour).join(',');

/**
 * Every painted pixel of the canvas with the canvas's version, in one statement (so one snapshot). PostgreSQL packs
 * each pixel into four bytes of hex and the whole into base64, which both drivers decode natively: a quarter of a
 * million rows would cost far more to send and parse one by one.
 */
export async function readCanvas(db: Db, ruleSet: RuleSet): Promise<CanvasRead> {
  const [row] = await db
    .select({
      state: placeCanvases,
      pixels: sql<string>`(select encode(decode(coalesce(string_agg(lpad(to_hex(
          ((p.y::int * ${placeWidth}::int + p.x::int) << 8)
          | coalesce(array_position(string_to_array(${paletteList}::text, ','), p.colour) - 1, ${blankPixelByte}::int)
        ), 8, '0'), ''), ''), 'hex'), 'base64')
        from ${placePixels} p where p.rule_set = ${ruleSet})`,
    })
    .from(placeCanvases)
    .where(eq(placeCanvases.ruleSet, ruleSet));
  return { state: row?.state, pixels: Buffer.from(row?.pixels ?? '', 'base64') };
}
