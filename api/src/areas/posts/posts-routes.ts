import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Post, PostSummary, SlugParams } from '@zu/shared-contract';
import { notFound } from '../../lib/api-error';
import { errorResponses } from '../../lib/error-responses';
import { mentionedChatIds } from './post-mentions';
import { findPostBySlug, listPosts, userNamesByChatId, type PostRow } from './posts-queries';
import { toPostSummary } from './posts-view';

export async function postRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const summary = (post: PostRow) => toPostSummary(post, app.config.publicUrl);

  app.get(
    '/public/post',
    {
      schema: {
        tags: ['posts'],
        summary: 'Les actualités, les plus récentes en premier',
        response: { 200: Type.Array(PostSummary), ...errorResponses },
      },
    },
    async () => (await listPosts(app.db)).map(summary),
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
      const post = await findPostBySlug(app.db, request.params.slug);
      if (!post) throw notFound('Actualité');
      // The players the post mentions, so the site can link to their profiles.
      const mentions = await userNamesByChatId(app.db, mentionedChatIds(post.content));
      return { ...summary(post), content: post.content, mentions };
    },
  );
}
