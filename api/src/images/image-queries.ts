// What the image routes draw, read from the tables of the areas that own it.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items, packs } from '../areas/catalogue/catalogue-schema';
import { corporations } from '../areas/corporations/corporations-schema';
import { banners } from '../areas/players/players-schema';
import { posts } from '../areas/posts/posts-schema';

/** A card with its pack; undefined when unknown. */
export async function findCardWithPack(db: Db, itemId: string) {
  const [row] = await db
    .select({ item: items, pack: packs })
    .from(items)
    .innerJoin(packs, eq(items.packId, packs.id))
    .where(eq(items.id, itemId));
  return row;
}

export async function findBanner(db: Db, bannerId: string) {
  const [banner] = await db.select().from(banners).where(eq(banners.id, bannerId));
  return banner;
}

export async function findCorporationName(db: Db, corporationId: string) {
  const [corporation] = await db
    .select({ id: corporations.id, name: corporations.name })
    .from(corporations)
    .where(eq(corporations.id, corporationId));
  return corporation;
}

export async function findPostTitle(db: Db, postId: string) {
  const [post] = await db.select({ id: posts.id, title: posts.title }).from(posts).where(eq(posts.id, postId));
  return post;
}
