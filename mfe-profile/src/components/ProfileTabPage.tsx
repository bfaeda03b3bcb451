import type { ReactNode } from 'react';
import { QueryErrorState } from '@zu/shared-platform';
import { Container, Heading, LoadingState, Text } from '@zu/shared-ui';

/** What a profile tab needs of its RTK Query hook's result. */
export interface ProfileTabQuery<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface ProfileTabPageProps<T> {
  /** The tab's level-1 heading. */
  title: string;
  query: ProfileTabQuery<T>;
  /** A line under the heading, from the loaded data. */
  description?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The frame of a tab of a player's profile that shows one query: a spinner while it loads, the French message of its
 * failure with a retry, then its heading and content.
 */
export function ProfileTabPage<T>({ title, query, description, children }: ProfileTabPageProps<T>) {
  if (query.isLoading) return <LoadingState />;
  if (query.isError || query.data === undefined)
    return (
      <Container maxW="7xl" py="6">
        <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Container>
    );
  const data = query.data;
  return (
    <Container maxW="7xl" py="6">
      <Heading as="h1" size="xl" mb={description ? '1' : '4'}>
        {title}
      </Heading>
      {description ? (
        <Text color="fg.muted" mb="4">
          {description(data)}
        </Text>
      ) : null}
      {children(data)}
    </Container>
  );
}
