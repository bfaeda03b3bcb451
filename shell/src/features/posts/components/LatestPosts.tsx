import { AppLink, pathTo, QueryErrorState } from '@zu/shared-platform';
import { Container, Flex, Heading, LoadingState, SimpleGrid, Text, useBreakpointValue } from '@zu/shared-ui';
import { useShellPostsQuery } from '../api/posts-api';
import { latestPostsCount } from '../model/latest-posts-count';
import { PostCard } from './PostCard';

export function LatestPosts() {
  const { data: posts, isLoading, isError, error, refetch } = useShellPostsQuery();
  const count = useBreakpointValue(latestPostsCount) ?? latestPostsCount.base;
  return (
    <Container maxW="7xl" py="12" as="section" aria-labelledby="latest-posts-title">
      <Flex justify="space-between" align="baseline" mb="6" gap="4">
        <Heading id="latest-posts-title" as="h2" size="2xl">
          Dernières actualités
        </Heading>
        <AppLink to={pathTo('Posts')} color="gold.fg">
          Toutes les actualités
        </AppLink>
      </Flex>
      {isLoading ? <LoadingState /> : null}
      {isError ? <QueryErrorState error={error} onRetry={() => void refetch()} /> : null}
      {posts && posts.length === 0 ? <Text color="fg.muted">Aucune actualité pour le moment.</Text> : null}
      {posts && posts.length > 0 ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="6" data-testid="latest-posts">
          {posts.slice(0, count).map((post) => (
            <PostCard key={post.id} post={post} headingLevel="h3" />
          ))}
        </SimpleGrid>
      ) : null}
    </Container>
  );
}
