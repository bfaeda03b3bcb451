// z/place: the canvas of the request's rule set (as bytes, revalidated by ETag), its figures, who painted a pixel,
// a player's painting, and the signed-in player's pixel. The write falls under the per-address limit of every write
// (rate-limits.ts) and runs at the world's instant, never the machine's: the cooldown counts in world time.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ErrorBody,
  PlaceInfo,
  PlacePixel,
  PlacePixelBody,
  PlacePixelParams,
  PlacePlacement,
  PlacePlayer,
  UserNameParams,
  ruleSetHeader,
} from '@zu/shared-contract';
import { ApiError } from '../../lib/api-error';
import { toParisDateTime } from '../../lib/dates';
import { errorResponses } from '../../lib/error-responses';
import { refusalError } from '../../lib/refusals';
import { matchesEtag } from '../../lib/response-cache';
import type { RuleSet } from '../../engine/rule-sets';
import { playerUsersById } from '../players/player-users';
import { requireActingPlayer, requirePlayer } from '../players/player-lookup';
import { worldNow } from '../world/world-clock';
import { CanvasKeeper } from './canvas-keeper';
import { findCanvasState, findPainter, findPixel } from './place-queries';
import { placePixel } from './place-repository';
import { isOnCanvas, placeRefusals } from './place-rules';
import { canvasEtag, toPlaceInfo, toPlacePixel, toPlacePlayer } from './place-view';

const canvas = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'application/octet-stream : largeur × hauteur octets, ligne par ligne, index de palette ou 255',
});

const pixelNotPainted = () => new ApiError(404, 'PIXEL_NOT_PAINTED', "Ce pixel n'a jamais été colorié.");

/** A coordinate given as a whole number, in a path (text) or a body (number); anything else is the schema's to refuse. */
function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
}

/**
 * A `preValidation` hook: coordinates off the canvas are the game's refusal (PLACE_OUT_OF_BOUNDS, in French), not
 * the contract's bounds failing in the schema's words.
 */
const rejectOffCanvas = (coordinates: (request: FastifyRequest) => unknown) => async (request: FastifyRequest) => {
  const given = coordinates(request);
  if (typeof given !== 'object' || given === null) return;
  const { x, y } = given as { x?: unknown; y?: unknown };
  // A coordinate the schema will refuse anyway (missing, not a whole number) stands in as 0, which is on the canvas.
  if (!isOnCanvas(wholeNumber(x) ?? 0, wholeNumber(y) ?? 0)) throw refusalError(placeRefusals.outOfBounds);
};

export async function placeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { publicUrl } = app.config;
  const keeper = new CanvasKeeper();

  async function pixelAnswer(pixel: NonNullable<Awaited<ReturnType<typeof findPixel>>>, ruleSet: RuleSet) {
    const user = (await playerUsersById(app.db, [pixel.userId], ruleSet, publicUrl)).get(pixel.userId);
    // A painter is always a player of the rule set: only their own account paints on its canvas.
    if (!user) throw new Error(`the painter ${pixel.userId} has no ${ruleSet} account`);
    return toPlacePixel(pixel, user);
  }

  app.get(
    '/public/place',
    {
      schema: {
        tags: ['place'],
        summary:
          'La toile de z/place du mode de jeu demandé : un octet par pixel, ligne par ligne (index de la palette, ' +
          '255 pour un pixel jamais colorié) ; ETag fort qui change à chaque pixel, 304 sur If-None-Match',
        response: { 200: canvas, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { ruleSet } = request;
      const etag = canvasEtag(ruleSet, await findCanvasState(app.db, ruleSet));
      // Every pixel changes the canvas: clients ask again each time and get a 304 while none came.
      reply.header('cache-control', 'no-cache').header('vary', ruleSetHeader);
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        return (reply as FastifyReply).header('etag', etag).code(304).send();
      }
      const made = await keeper.canvas(app.db, ruleSet, etag);
      return reply.header('etag', made.etag).type('application/octet-stream').send(made.bytes);
    },
  );

  app.get(
    '/public/place/info',
    {
      schema: {
        tags: ['place'],
        summary:
          'Les dimensions de la toile, sa palette (avec le nom de chaque couleur), le délai entre deux pixels ' +
          "d'un joueur et le nombre de pixels déjà coloriés",
        response: { 200: PlaceInfo, ...errorResponses },
      },
    },
    async (request) => toPlaceInfo(await findCanvasState(app.db, request.ruleSet)),
  );

  app.get(
    '/public/place/pixel/:x/:y',
    {
      schema: {
        tags: ['place'],
        summary:
          'Qui a colorié un pixel en dernier, en quelle couleur et quand ; 400 PLACE_OUT_OF_BOUNDS hors de la toile, ' +
          '404 PIXEL_NOT_PAINTED pour un pixel jamais colorié',
        params: PlacePixelParams,
        response: { 200: PlacePixel, ...errorResponses },
      },
      preValidation: rejectOffCanvas((request) => request.params),
    },
    async (request) => {
      const { x, y } = request.params;
      const pixel = await findPixel(app.db, request.ruleSet, x, y);
      if (!pixel) throw pixelNotPainted();
      return pixelAnswer(pixel, request.ruleSet);
    },
  );

  app.get(
    '/public/place/player/:userName',
    {
      schema: {
        tags: ['place'],
        summary:
          "Les pixels coloriés par un joueur depuis le début de la toile, la date du dernier et, s'il doit encore " +
          'attendre, celle du prochain ; 404 USER_NOT_FOUND',
        params: UserNameParams,
        response: { 200: PlacePlayer, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = await requirePlayer(app.db, request.params.userName, request.ruleSet);
      const [painter, now] = await Promise.all([findPainter(app.db, user.id, request.ruleSet), worldNow(app.db)]);
      return toPlacePlayer(painter, now);
    },
  );

  app.post(
    '/public/place/pixel',
    {
      schema: {
        tags: ['place'],
        summary:
          'Le joueur connecté colorie un pixel de la toile dans une couleur de la palette (un pixel par délai) : ' +
          'le pixel et la date du prochain ; 400 PLACE_OUT_OF_BOUNDS, PLACE_UNKNOWN_COLOR ou PLACE_COOLDOWN',
        security: [{ bearer: [] }],
        body: PlacePixelBody,
        response: { 200: PlacePlacement, 401: ErrorBody, ...errorResponses },
      },
      preValidation: rejectOffCanvas((request) => request.body),
    },
    async (request) => {
      const player = await requireActingPlayer(app.db, request);
      const placed = await placePixel(app.db, player, request.body, await worldNow(app.db));
      return {
        pixel: await pixelAnswer(placed.pixel, player.ruleSet),
        nextPixelDate: toParisDateTime(placed.nextPixelAt),
      };
    },
  );
}
