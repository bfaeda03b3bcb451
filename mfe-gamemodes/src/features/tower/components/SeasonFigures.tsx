import type { TowerGlobalStats } from '@zu/shared-contract';
import { formatNumber, SimpleGrid, Stack, Text } from '@zu/shared-ui';

/** The whole season in three figures: who climbed, how often, and how many reached the top. */
export function SeasonFigures({ stats }: { stats: TowerGlobalStats }) {
  const figures = [
    { label: 'Grimpeurs', value: stats.playerCount, testId: 'season-players' },
    { label: 'Tentatives', value: stats.towerLogCount, testId: 'season-attempts' },
    { label: 'Au sommet', value: stats.topFloorPlayerCount, testId: 'season-top-floor' },
  ];
  return (
    <SimpleGrid as="dl" columns={3} gap="3" data-testid="season-figures">
      {figures.map((figure) => (
        <Stack
          key={figure.label}
          gap="0"
          p="3"
          borderWidth="1px"
          borderColor="whiteAlpha.200"
          borderRadius="lg"
          textAlign="center"
        >
          <Text as="dt" fontSize="sm" color="fg.muted">
            {figure.label}
          </Text>
          <Text as="dd" fontSize="xl" fontWeight="bold" data-testid={figure.testId}>
            {formatNumber(figure.value)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
