// Server-side images: card, banner and post pictures drawn as SVG templates, rendered to WebP with sharp, cached
// on disk. `image-routes.ts` serves them, in short:
//
//   const cache = new ImageCache(path.join(config.dataDir, 'images'));
//   const bytes = await cache.get('item', cardCacheKey(card), () => renderCard(card));
//   reply.type('image/webp').header('cache-control', 'public, max-age=86400').send(bytes);
//
// The cache keys below carry a digest of everything drawn (and the template version), so a renamed card or a new
// drawing gets a new file instead of a stale one. The public URLs carry no digest (`/images/item/{id}-{shiny}.webp`):
// browsers and CDNs may keep an image a day, never for good.
import { BANNER_TEMPLATE_VERSION, bannerSvg, type BannerArt } from './banner-template';
import { CARD_TEMPLATE_VERSION, cardSvg, type CardArt } from './card-template';
import { POST_TEMPLATE_VERSION, postSvg, type PostArt } from './post-template';
import { svgToWebp, type WebpOptions } from './render';
import { shortHash } from './svg-utils';

export { BANNER_HEIGHT, BANNER_TEMPLATE_VERSION, BANNER_WIDTH, bannerSvg, type BannerArt } from './banner-template';
export {
  CARD_HEIGHT,
  CARD_TEMPLATE_VERSION,
  CARD_WIDTH,
  cardSvg,
  type CardArt,
  type ShinyLevel,
} from './card-template';
export { POST_HEIGHT, POST_TEMPLATE_VERSION, POST_WIDTH, postSvg, type PostArt } from './post-template';
export { DEFAULT_WEBP_OPTIONS, svgToWebp, type WebpOptions } from './render';
export { BACK_TEMPLATE_VERSION, cardBackSvg } from './back-template';
export { IMAGE_KINDS, ImageCache, InvalidImageKeyError, isValidImageKey, type ImageKind } from './image-cache';

/** Turns any id into key-safe characters (the cache accepts only [A-Za-z0-9_-]). */
function safeId(id: string): string {
  const cleaned = String(id)
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .slice(0, 80);
  return cleaned || 'x';
}

function optionsPart(options: WebpOptions): (number | null)[] {
  return [options.quality ?? null, options.effort ?? null, options.scale ?? null];
}

/** `{id}-{shinyLevel}-{digest}`: changes whenever anything drawn on the card (or the output options) changes. */
export function cardCacheKey(card: CardArt, options: WebpOptions = {}): string {
  const { id, identifier, name, rarity, packName, genre, shinyLevel } = card;
  const drawn = [CARD_TEMPLATE_VERSION, id, identifier, name, rarity, packName, genre, shinyLevel];
  return `${safeId(id)}-${shinyLevel}-${shortHash(JSON.stringify([...drawn, ...optionsPart(options)]))}`;
}

/** `{id}-{digest}` */
export function bannerCacheKey(banner: BannerArt, options: WebpOptions = {}): string {
  const drawn = [BANNER_TEMPLATE_VERSION, banner.id, banner.name, banner.title];
  return `${safeId(banner.id)}-${shortHash(JSON.stringify([...drawn, ...optionsPart(options)]))}`;
}

/** `{id}-{digest}` */
export function postCacheKey(post: PostArt, options: WebpOptions = {}): string {
  const drawn = [POST_TEMPLATE_VERSION, post.id, post.title, post.label ?? null];
  return `${safeId(post.id)}-${shortHash(JSON.stringify([...drawn, ...optionsPart(options)]))}`;
}

/**
 * Cards are the pictures a page shows by the dozen, and their icons' fine edges cost bytes: quality 75 keeps them as
 * light as the plainer art they replaced, with no loss visible at their size.
 */
const CARD_WEBP_OPTIONS: WebpOptions = { quality: 75 };

export function renderCard(card: CardArt, options?: WebpOptions): Promise<Buffer> {
  return svgToWebp(cardSvg(card), { ...CARD_WEBP_OPTIONS, ...options });
}

export function renderBanner(banner: BannerArt, options?: WebpOptions): Promise<Buffer> {
  return svgToWebp(bannerSvg(banner), options);
}

export function renderPost(post: PostArt, options?: WebpOptions): Promise<Buffer> {
  return svgToWebp(postSvg(post), options);
}
