import type { ReactNode } from 'react';
import { AppLink, QueryErrorState } from '@zu/shared-platform';
import { Box, Card, HStack, Spinner, Stack, Text } from '@zu/shared-ui';
import { PlayerNameLink } from './PlayerNameLink';

export interface TopTenEntry {
  position: number;
  userName: string;
  score: string;
}

export interface TopTenProps {
  title: string;
  /** The board's full page. */
  to: string;
  entries: readonly TopTenEntry[] | undefined;
  isLoading: boolean;
  /** The failed query's error, if it failed. */
  error: unknown;
  children?: ReactNode;
}

/** A board's top 10 among the tops: rank, name (a link to the player), score, and a link to the whole board. */
export function TopTen({ title, to, entries, isLoading, error }: TopTenProps) {
  return (
    <Card.Root
      as="section"
      aria-label={title}
      variant="subtle"
      bg="whiteAlpha.50"
      borderWidth="1px"
      borderColor="whiteAlpha.200"
    >
      <Card.Header>
        <Card.Title as="h2" fontSize="lg">
          <AppLink to={to} color="white">
            {title}
          </AppLink>
        </Card.Title>
      </Card.Header>
      <Card.Body pt="2">
        {isLoading ? <Spinner size="sm" aria-label="Chargement…" /> : null}
        {error ? <QueryErrorState error={error} /> : null}
        {entries && entries.length === 0 ? <Text color="fg.muted">Personne n'est encore classé ici.</Text> : null}
        {entries && entries.length > 0 ? (
          <Stack as="ol" gap="1" p="0" m="0">
            {entries.map((entry) => (
              <HStack as="li" key={entry.userName} listStyleType="none" gap="2" align="start">
                <Box as="span" w="1.5rem" flexShrink={0} color="fg.muted" fontVariantNumeric="tabular-nums">
                  {entry.position}
                </Box>
                {/* A whole name, on two lines if it needs them; a longer one ends in an ellipsis, whole in its hover card. */}
                <Box flex="1" minW="0" lineClamp={2} wordBreak="break-word">
                  <PlayerNameLink userName={entry.userName} />
                </Box>
                <Text as="span" fontSize="sm" lineHeight="6" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  {entry.score}
                </Text>
              </HStack>
            ))}
          </Stack>
        ) : null}
        <AppLink to={to} mt="3" fontSize="sm" color="brand.300">
          Voir tout le classement
        </AppLink>
      </Card.Body>
    </Card.Root>
  );
}
