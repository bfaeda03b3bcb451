import type { ReactNode } from 'react';
import type { HardcoreSeason } from '@zu/shared-contract';
import {
  TextLink,
  getRuntimeConfig,
  isNotFoundError,
  pathTo,
  QueryErrorState,
  useHardcoreRunsQuery,
} from '@zu/shared-platform';
import { Box, FigureTiles, formatApiDate, Heading, HStack, LoadingState, Stack, Text } from '@zu/shared-ui';
import { useGamemodesHardcoreSeasonQuery } from '../api/hardcore-api';

/**
 * The season running today (`GET /public/hardcore/season/current`) and its figures; between seasons, and under
 * NORMAL, the API has none, and the page says which. `children` receives the season (the player's own run).
 */
export function SeasonPanel({
  lastSeasonDone,
  children,
}: {
  /** The game's last hardcore season is over: none will follow. */
  lastSeasonDone: boolean;
  children?: (season: HardcoreSeason) => ReactNode;
}) {
  const season = useGamemodesHardcoreSeasonQuery();
  return (
    <Box as="section" aria-labelledby="hardcore-season">
      <Heading as="h2" size="lg" id="hardcore-season" mb="3">
        La saison en cours
      </Heading>
      {season.isLoading ? <LoadingState /> : null}
      {season.isError && isNotFoundError(season.error) ? (
        <Text color="fg.muted" data-testid="hardcore-no-season">
          {getRuntimeConfig().ruleSet === 'NORMAL'
            ? "Les saisons n'existent qu'en mode hardcore : le mode normal n'en a pas."
            : lastSeasonDone
              ? "Plus aucune saison n'est en cours : la dernière est terminée."
              : "Aucune saison hardcore n'est en cours : la prochaine s'affichera ici. En attendant, /journa rapporte comme d'habitude, sans partie hardcore."}
        </Text>
      ) : null}
      {season.isError && !isNotFoundError(season.error) ? (
        <QueryErrorState error={season.error} onRetry={() => void season.refetch()} />
      ) : null}
      {season.data ? (
        <Stack gap="5">
          <Text fontSize="lg" data-testid="hardcore-season-dates">
            Saison {season.data.index} : du {formatApiDate(season.data.beginDate)} au{' '}
            {formatApiDate(season.data.endDate)}.
          </Text>
          <SeasonFigures seasonIndex={season.data.index} />
          <HStack gap="4" wrap="wrap">
            <TextLink
              to={pathTo('LeaderboardHardcore', { displayMode: 'retrospective', seasonSelected: season.data.index })}
            >
              Les parties les plus longues de la saison
            </TextLink>
            <TextLink to={pathTo('LeaderboardHardcore', { displayMode: 'echecs', seasonSelected: season.data.index })}>
              Les échecs de la saison
            </TextLink>
          </HStack>
          {children?.(season.data)}
        </Stack>
      ) : null}
    </Box>
  );
}

function SeasonFigures({ seasonIndex }: { seasonIndex: number }) {
  // One run is enough: the season's figures come with any page of it.
  const runs = useHardcoreRunsQuery({ mode: 'retrospective', seasonIndex, page: 0, size: 1 });
  if (runs.isLoading) return <LoadingState inline />;
  if (runs.isError || !runs.data) return <QueryErrorState error={runs.error} onRetry={() => void runs.refetch()} />;
  return (
    <FigureTiles
      columns={{ base: 1, sm: 3 }}
      testId="hardcore-season-figures"
      figures={[
        { label: 'Joueurs', value: runs.data.playerCount },
        { label: 'Toujours en vie', value: runs.data.survivorCount },
        { label: 'Échecs', value: runs.data.failureCount },
      ]}
    />
  );
}
