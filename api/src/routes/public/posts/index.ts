import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { desc, eq } from 'drizzle-orm';
import { Post, PostSummary, SlugParams } from '@zu/shared-contract';
import { posts } from '../../../db/schema';
import { toParisDateTime } from '../../../lib/dates';
import { notFound } from '../../../lib/api-error';
import { errorResponses } from '../../errors';

export default async function postRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
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
      schema: { tags: ['posts'], summary: 'Les actualités, les plus récentes en premier', response: { 200: Type.Array(PostSummary), ...errorResponses } },
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
      return { ...summary(post), content: post.content };
    },
  );
}
