import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../players/players-schema';
import { posts } from './posts-schema';

export type PostRow = typeof posts.$inferSelect;

/** Every post, the most recent first. */
export async function listPosts(db: Db): Promise<PostRow[]> {
  return db.select().from(posts).orderBy(desc(posts.date));
}

export async function findPostBySlug(db: Db, slug: string): Promise<PostRow | undefined> {
  const [post] = await db.select().from(posts).where(eq(posts.slug, slug));
  return post;
}

/** The user names of the players with these chat ids, by chat id (unknown ids are left out). */
export async function userNamesByChatId(db: Db, chatIds: string[]): Promise<Record<string, string>> {
  if (chatIds.length === 0) return {};
  const rows = await db
    .select({ id: users.discordId, name: users.discordUserName })
    .from(users)
    .where(inArray(users.discordId, chatIds));
  return Object.fromEntries(rows.map((row) => [row.id, row.name]));
}
