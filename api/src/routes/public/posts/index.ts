import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { desc, eq, inArray } from 'drizzle-orm';
import { Post, PostSummary, SlugParams } from '@zu/shared-contract';
import { posts, users } from '../../../db/schema';
import { toParisDateTime } from '../../../lib/dates';
import { notFound } from '../../../lib/api-error';
import { errorResponses } from '../../errors';

export default async function postRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** The user names of the players a post mentions (`<@chatId>`), so the site can link to their profiles. */
  async function mentionsIn(content: string): Promise<Record<string, string>> {
    const ids = [...new Set([...content.matchAll(/<@!?(\d{5,20})>/g)].map((match) => match[1]!))];
    if (ids.length === 0) return {};
    const rows = await app.db
      .select({ id: users.discordId, name: users.discordUserName })
      .from(users)
      .where(inArray(users.discordId, ids));
    return Object.fromEntries(rows.map((row) => [row.id, row.name]));
  }
  const summary = (post: typeof posts.$inferSelect) => ({
    id: post.id,
    slug: post.slug,
    title: post.title,
    createdBy: post.createdBy,
    date: toParisDateTime(post.date),
    imageUrl: `${app.config.publicUrl}/images/post/${post.id}.webp`,
  });

  app.get(
    '/public/post',
    {
      schema: {
        tags: ['posts'],
        summary: 'Les actualités, les plus récentes en premier',
        response: { 200: Type.Array(PostSummary), ...errorResponses },
      },
    },
    async () => (await app.db.select().from(posts).orderBy(desc(posts.date))).map(summary),
  );

  app.get(
    '/public/post/:slug',
    {
      schema: {
        tags: ['posts'],
        summary: 'Une actualité, avec son contenu en Markdown',
        params: SlugParams,
        response: { 200: Post, ...errorResponses },
      },
    },
    async (request) => {
      const [post] = await app.db.select().from(posts).where(eq(posts.slug, request.params.slug));
      if (!post) throw notFound('Actualité');
      return { ...summary(post), content: post.content, mentions: await mentionsIn(post.content) };
    },
  );
}
