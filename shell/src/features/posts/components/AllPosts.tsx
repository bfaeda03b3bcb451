import { useMemo } from 'react';
import { Box, LoadingState, SimpleGrid, Text } from '@zu/shared-ui';
import { useShellPostsQuery } from '../api/posts-api';
import { newestFirst } from '../model/newest-first';
import { PostCard } from './PostCard';
import { QueryErrorState } from '@zu/shared-platform';

export function AllPosts() {
  const { data, isLoading, isError, error, refetch } = useShellPostsQuery();
  const posts = useMemo(() => (data ? newestFirst(data) : undefined), [data]);
  if (isLoading) return <LoadingState label="Chargement des actualités…" />;
  if (isError) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  if (!posts || posts.length === 0) {
    return (
      <Box
        textAlign="center"
        py="16"
        px="6"
        borderWidth="1px"
        borderStyle="dashed"
        borderColor="whiteAlpha.300"
        borderRadius="xl"
      >
        <Text fontSize="lg" fontWeight="semibold">
          Aucune actualité pour le moment.
        </Text>
        <Text color="fg.muted" mt="2">
          Les annonces de l'équipe et les notes de mise à jour apparaîtront ici.
        </Text>
      </Box>
    );
  }
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" data-testid="all-posts" listStyleType="none">
      {posts.map((post) => (
        <Box as="li" key={post.id} display="flex" css={{ '& > *': { flex: '1' } }}>
          <PostCard post={post} headingLevel="h2" />
        </Box>
      ))}
    </SimpleGrid>
  );
}
