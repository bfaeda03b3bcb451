import { useAuth } from '@zu/shared-auth';
import { AppLink, pathTo, QueryErrorState, rankTowerRows, useTowerLeaderboardQuery } from '@zu/shared-platform';
import { PlayerNameLink } from '@zu/shared-platform/widgets';
import { Box, Heading, HStack, LoadingState, plural, Stack, Text } from '@zu/shared-ui';
import { sameName } from '../model/bracket';

const shownClimbers = 10;

/** The season's ten best climbers (highest floor, then fewest attempts), the signed-in player marked. */
export function TopClimbers({ seasonOffset }: { seasonOffset: number }) {
  const { userName } = useAuth();
  const { data, isLoading, isError, error, refetch } = useTowerLeaderboardQuery({ seasonOffset });
  const rows = rankTowerRows(data?.users ?? []).slice(0, shownClimbers);
  return (
    <Box as="section" aria-labelledby="top-climbers">
      <Heading as="h2" size="lg" mb="3" id="top-climbers">
        Meilleurs grimpeurs
      </Heading>
      {isLoading ? <LoadingState /> : null}
      {isError ? <QueryErrorState error={error} onRetry={() => void refetch()} /> : null}
      {data && rows.length === 0 ? (
        <Text color="fg.muted">Personne n'a encore tenté l'ascension cette saison.</Text>
      ) : null}
      {rows.length > 0 ? (
        <Stack as="ol" gap="1" p="0" m="0" aria-label="Meilleurs grimpeurs de la saison" data-testid="top-climbers">
          {rows.map((row) => {
            const isMe = sameName(row.userName, userName);
            return (
              <HStack
                as="li"
                key={row.userName}
                listStyleType="none"
                gap="3"
                px="2"
                py="1"
                borderRadius="md"
                bg={isMe ? 'brand.muted' : undefined}
                aria-current={isMe ? 'true' : undefined}
              >
                <Box as="span" w="2rem" color="fg.muted" fontVariantNumeric="tabular-nums">
                  {row.position}
                </Box>
                <Box flex="1" minW="0" truncate>
                  <PlayerNameLink userName={row.userName} />
                </Box>
                <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  Étage {row.floor} · {plural(row.attempts, { one: 'tentative', other: 'tentatives' })}
                </Text>
              </HStack>
            );
          })}
        </Stack>
      ) : null}
      <AppLink
        to={pathTo('LeaderboardTower', {}, { seasonOffset: seasonOffset > 0 ? seasonOffset : undefined })}
        display="inline-block"
        mt="3"
        fontSize="sm"
      >
        Voir tout le classement Vortex
      </AppLink>
    </Box>
  );
}
