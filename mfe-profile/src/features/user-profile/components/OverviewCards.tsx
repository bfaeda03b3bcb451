import { pityRarityWords, QueryErrorState } from '@zu/shared-platform';
import { CardGrid } from '@zu/shared-platform/widgets';
import { Box, Heading, SimpleGrid, Skeleton, Text, formatApiDate, type ShinyLevel } from '@zu/shared-ui';
import { useProfileOverviewQuery } from '../api/overview-api';

/** The cards a player pins on the profile, and their best invocations. */
export function OverviewCards({ userName }: { userName: string }) {
  const overview = useProfileOverviewQuery(userName);
  if (overview.isLoading) return <Skeleton h="40" />;
  if (overview.isError) return <QueryErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  if (!overview.data) return null;
  const { pins, bestInventoryLogs, invocationsBeforePity } = overview.data;
  return (
    <>
      <Text mb="6" data-testid="pity-count">
        Carte de {pityRarityWords} garantie au plus tard à{' '}
        {invocationsBeforePity > 1 ? `la ${invocationsBeforePity}e invocation à venir` : 'ta prochaine invocation'}.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
        <Box as="section" aria-labelledby="overview-pins">
          <Heading as="h2" size="lg" mb="3" id="overview-pins">
            Vitrine
          </Heading>
          {pins.length === 0 ? (
            <Text color="fg.muted">Aucune carte en vitrine.</Text>
          ) : (
            <CardGrid
              label="Vitrine"
              cards={pins.map(({ inventory }) => ({
                key: inventory.id,
                item: inventory.item,
                shinyLevel: inventory.shinyLevel as ShinyLevel,
                quantity: inventory.quantity,
                constellationLevel: inventory.constellationLevel,
              }))}
            />
          )}
        </Box>
        <Box as="section" aria-labelledby="overview-best">
          <Heading as="h2" size="lg" mb="3" id="overview-best">
            Meilleurs tirages
          </Heading>
          {bestInventoryLogs.length === 0 ? (
            <Text color="fg.muted">Aucune invocation pour le moment.</Text>
          ) : (
            <>
              <CardGrid
                label="Meilleurs tirages"
                cards={bestInventoryLogs.map((log, i) => ({
                  key: `${log.item.id}-${log.date}-${i}`,
                  item: log.item,
                  shinyLevel: log.shinyLevel as ShinyLevel,
                }))}
              />
              <Text fontSize="sm" color="fg.muted" mt="2">
                Dernier : {formatApiDate(bestInventoryLogs[0]!.date)}
              </Text>
            </>
          )}
        </Box>
      </SimpleGrid>
    </>
  );
}
