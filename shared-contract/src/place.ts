import { Type, type Static } from 'typebox';
import { DateTime } from './formats';
import { PlayerUser } from './players';

// z/place: one 500 × 500 canvas per rule set, painted one pixel at a time from a fixed palette.

const Colour = Type.String({ pattern: '^#[0-9a-f]{6}$', description: '`#rrggbb`, lower case, one of the palette' });

/**
 * GET /public/place/info: the canvas's size, palette and cooldown. The canvas itself is `GET /public/place`:
 * `application/octet-stream`, width × height bytes row by row (y then x), each the palette index of the pixel or
 * 255 for a pixel never painted; with an ETag.
 */
export const PlaceInfo = Type.Object(
  {
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
    palette: Type.Array(Colour, { minItems: 2, maxItems: 32 }),
    paletteNames: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        minItems: 2,
        maxItems: 32,
        description: 'The French name of each colour of `palette`, in the same order (« Colorier en … »); always sent',
      }),
    ),
    cooldownSeconds: Type.Integer({ minimum: 0, description: 'Between two pixels of one player' }),
    paintedCount: Type.Integer({ minimum: 0, description: 'Pixels painted at least once' }),
  },
  { title: 'PlaceInfo' },
);
export type PlaceInfo = Static<typeof PlaceInfo>;

export const PlacePixelParams = Type.Object({
  x: Type.Integer({ minimum: 0, maximum: 499 }),
  y: Type.Integer({ minimum: 0, maximum: 499 }),
});
export type PlacePixelParams = Static<typeof PlacePixelParams>;

/** GET /public/place/pixel/{x}/{y}: who painted a pixel last and when (404 PIXEL_NOT_PAINTED for a blank one). */
export const PlacePixel = Type.Object(
  { x: Type.Integer(), y: Type.Integer(), color: Colour, user: PlayerUser, placedDate: DateTime },
  { title: 'PlacePixel' },
);
export type PlacePixel = Static<typeof PlacePixel>;

/** POST /public/place/pixel: the signed-in player paints one pixel. */
export const PlacePixelBody = Type.Object({
  x: Type.Integer({ minimum: 0, maximum: 499 }),
  y: Type.Integer({ minimum: 0, maximum: 499 }),
  color: Type.String({ minLength: 1, maxLength: 16 }),
});
export type PlacePixelBody = Static<typeof PlacePixelBody>;

/** GET /public/place/player/{userName}: a player's pixels and when they may paint again. */
export const PlacePlayer = Type.Object(
  {
    pixelCount: Type.Integer({ minimum: 0, description: 'Pixels painted, over the canvas’s life' }),
    lastPlacedDate: Type.Optional(DateTime),
    nextPixelDate: Type.Optional(DateTime),
  },
  { title: 'PlacePlayer' },
);
export type PlacePlayer = Static<typeof PlacePlayer>;

/** The answer to a painted pixel. */
export const PlacePlacement = Type.Object({ pixel: PlacePixel, nextPixelDate: DateTime }, { title: 'PlacePlacement' });
export type PlacePlacement = Static<typeof PlacePlacement>;
