import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '@zu/shared-contract';
import {
  BACK_TEMPLATE_VERSION,
  bannerCacheKey,
  cardBackSvg,
  cardCacheKey,
  ImageCache,
  postCacheKey,
  renderBanner,
  renderCard,
  renderPost,
  svgToWebp,
} from './index';
import { findBanner, findCardWithPack, findCorporationName, findPostTitle } from './image-queries';
import { notFound } from '../lib/api-error';

const webp = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/webp' });
const uuidFile = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const fileParams = (pattern: string) => Type.Object({ file: Type.String({ pattern: `^${pattern}\\.webp$` }) });
const schema = (summary: string, pattern: string) => ({
  tags: ['images'],
  summary,
  params: fileParams(pattern),
  response: { 200: webp, 400: ErrorBody, 404: ErrorBody },
});

/**
 * Card, banner and post images: rendered from SVG templates on first request, cached on disk as WebP. Deterministic
 * for a given row, so browsers and CDNs may keep them a day.
 */
export async function imageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const cache = new ImageCache(path.join(app.config.dataDir, 'images'));
  const send = (reply: FastifyReply, image: Buffer) =>
    reply.type('image/webp').header('cache-control', 'public, max-age=86400').send(image);

  app.get(
    '/images/item/:file',
    { schema: schema('Image d’une carte : `{itemId}-{shinyLevel}.webp`', `${uuidFile}-[0-2]`) },
    async (request, reply) => {
      const id = request.params.file.slice(0, 36);
      const shinyLevel = Number(request.params.file.slice(37, 38)) as 0 | 1 | 2;
      const row = await findCardWithPack(app.db, id);
      if (!row) throw notFound('Carte');
      const { item, pack } = row;
      const art = {
        id: item.id,
        identifier: item.identifier,
        name: item.name,
        rarity: item.rarity,
        packName: pack.name,
        genre: item.genre,
        shinyLevel,
      };
      // The file name carries a digest of what is drawn: a renamed card is drawn again, never served stale.
      return send(reply, await cache.get('item', cardCacheKey(art), () => renderCard(art)));
    },
  );

  app.get(
    '/images/back/:file',
    { schema: schema('Dos de carte par niveau de brillance : `{shinyLevel}.webp`', '[0-2]') },
    async (request, reply) => {
      const shinyLevel = Number(request.params.file[0]) as 0 | 1 | 2;
      return send(
        reply,
        await cache.get('back', `${shinyLevel}-v${BACK_TEMPLATE_VERSION}`, () => svgToWebp(cardBackSvg(shinyLevel))),
      );
    },
  );

  app.get(
    '/images/banner/:file',
    { schema: schema('Bannière de profil : `{bannerId}.webp`', uuidFile) },
    async (request, reply) => {
      const id = request.params.file.slice(0, 36);
      const banner = await findBanner(app.db, id);
      if (!banner) throw notFound('Bannière');
      return send(reply, await cache.get('banner', bannerCacheKey(banner), () => renderBanner(banner)));
    },
  );

  app.get(
    '/images/corporation/:file',
    { schema: schema('Logo d’une corporation : `{corporationId}.webp`', uuidFile) },
    async (request, reply) => {
      const id = request.params.file.slice(0, 36);
      const corporation = await findCorporationName(app.db, id);
      if (!corporation) throw notFound('Corporation');
      const art = { id: corporation.id, name: corporation.name, title: corporation.name };
      return send(reply, await cache.get('corporation', bannerCacheKey(art), () => renderBanner(art)));
    },
  );

  app.get(
    '/images/post/:file',
    { schema: schema('Illustration d’une actualité : `{postId}.webp`', uuidFile) },
    async (request, reply) => {
      const id = request.params.file.slice(0, 36);
      const post = await findPostTitle(app.db, id);
      if (!post) throw notFound('Actualité');
      return send(reply, await cache.get('post', postCacheKey(post), () => renderPost(post)));
    },
  );
}
