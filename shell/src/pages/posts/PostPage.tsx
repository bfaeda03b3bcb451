import { useMemo } from 'react';
import { useParams } from 'react-router';
import { AppLink, pathTo, usePageTitle, QueryErrorState } from '@zu/shared-platform';
import { Box, Container, LoadingState } from '@zu/shared-ui';
import { PostArticle, postMentions, PostNotFound, useShellPostQuery } from '../../features/posts';

export default function PostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  // currentData, not data: moving to another post must not keep showing (and titling) the previous one.
  const { currentData: post, error, isFetching, isError, refetch } = useShellPostQuery(slug);
  const mentions = useMemo(() => (post ? postMentions(post) : undefined), [post]);
  usePageTitle(post?.title);
  const notFound = isError && typeof error === 'object' && 'status' in error && error.status === 404;

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      {notFound ? null : (
        <Box mb="6">
          <AppLink to={pathTo('Posts')} color="whiteAlpha.700" fontSize="sm" _hover={{ color: 'white' }}>
            ← Toutes les actualités
          </AppLink>
        </Box>
      )}
      {isFetching && !post ? <LoadingState label="Chargement de l'actualité…" /> : null}
      {notFound ? <PostNotFound /> : null}
      {isError && !notFound ? <QueryErrorState error={error} onRetry={() => void refetch()} /> : null}
      {post ? <PostArticle post={post} mentions={mentions} /> : null}
    </Container>
  );
}
