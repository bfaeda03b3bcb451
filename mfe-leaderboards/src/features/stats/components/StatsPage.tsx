import type { GameStats } from '@zu/shared-contract';
import { gameNumbers } from '@zu/shared-contract/constants';
import { Box, Container, formatNumber, LoadingState, PageHeading, SimpleGrid, Text } from '@zu/shared-ui';
import { useLeaderboardsStatsQuery } from '../api/stats-api';
import { StatsCharts } from './StatsCharts';
import { getRuntimeConfig, QueryErrorState } from '@zu/shared-platform';

const figures: [Exclude<keyof GameStats, 'playerCountByRank'>, string][] = [
  ['playerCount', 'Joueurs'],
  ['activePlayerCount', `Joueurs actifs (${gameNumbers.players.activeWithinDays} derniers jours)`],
  ['corporationCount', 'Corporations'],
  ['itemCount', 'Cartes au catalogue'],
  ['starItemCount', 'Cartes STAR'],
  ['packCount', 'Packs'],
  ['fusionCount', 'Fusions'],
];

/** `/stats`: the game's figures for the site's rule set. */
export default function StatsPage() {
  const { data, isLoading, isError, error, refetch } = useLeaderboardsStatsQuery();
  return (
    <Container maxW="7xl" py="8">
      <PageHeading title="Statistiques">
        {getRuntimeConfig().ruleSet === 'HARDCORE' ? 'Les chiffres du mode hardcore' : 'Les chiffres du jeu'}, mis à
        jour chaque minute.
      </PageHeading>
      {isLoading ? <LoadingState /> : null}
      {isError ? <QueryErrorState error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {figures.map(([field, label]) => (
            <Box key={field} borderWidth="1px" borderColor="whiteAlpha.200" borderRadius="lg" p="5" bg="whiteAlpha.50">
              <Text as="dt" fontSize="sm" color="fg.muted">
                {label}
              </Text>
              <Text as="dd" fontSize="3xl" fontWeight="bold" data-testid={`stat-${field}`}>
                {formatNumber(data[field])}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
      {data ? <StatsCharts stats={data} /> : null}
    </Container>
  );
}
