import { AppLink, pathTo, QueryErrorState, useItemTradesQuery } from '@zu/shared-platform';
import { PlayerNameLink } from '@zu/shared-platform/widgets';
import {
  Box,
  formatApiDate,
  formatNumber,
  Heading,
  LoadingState,
  shinyLevelLabels,
  SimpleGrid,
  Table,
  Text,
  type ShinyLevel,
} from '@zu/shared-ui';

const version = (shinyLevel: number) => shinyLevelLabels[shinyLevel as ShinyLevel];

/** A tradable card's market: its open offers, cheapest first, and its last sale prices, newest first. */
export function ItemTrades({ slug, itemId }: { slug: string; itemId: string }) {
  const trades = useItemTradesQuery(slug);
  return (
    <Box as="section" aria-labelledby="item-trades">
      <Heading as="h2" id="item-trades" size="lg" mb="3">
        Au marché
      </Heading>
      {trades.isLoading ? <LoadingState /> : null}
      {trades.isError ? <QueryErrorState error={trades.error} onRetry={() => void trades.refetch()} /> : null}
      {trades.data ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Box>
            <Heading as="h3" size="md" mb="2">
              Offres en cours
            </Heading>
            {trades.data.openOffers.length === 0 ? (
              <Text color="fg.muted">Personne ne vend cette carte en ce moment.</Text>
            ) : (
              <Table.Root size="sm" aria-label="Offres en cours">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Version</Table.ColumnHeader>
                    <Table.ColumnHeader>Vendeur</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Prix</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {trades.data.openOffers.map((offer) => (
                    <Table.Row key={offer.id}>
                      <Table.Cell>{version(offer.shinyLevel)}</Table.Cell>
                      <Table.Cell>
                        <PlayerNameLink userName={offer.seller.discordUserName}>
                          {offer.seller.discordGlobalName ?? offer.seller.discordUserName}
                        </PlayerNameLink>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{formatNumber(offer.price)} ZUMonnaie</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
            <AppLink mt="3" display="inline-block" to={pathTo('Market', {}, { carte: itemId })}>
              Voir ses offres au marché
            </AppLink>
          </Box>
          <Box>
            <Heading as="h3" size="md" mb="2">
              Dernières ventes
            </Heading>
            {trades.data.lastSales.length === 0 ? (
              <Text color="fg.muted">Cette carte n'a encore jamais été vendue au marché.</Text>
            ) : (
              <Table.Root size="sm" aria-label="Dernières ventes">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Date</Table.ColumnHeader>
                    <Table.ColumnHeader>Version</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Prix</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {trades.data.lastSales.map((sale, index) => (
                    <Table.Row key={`${sale.date}-${index}`}>
                      <Table.Cell>{formatApiDate(sale.date)}</Table.Cell>
                      <Table.Cell>{version(sale.shinyLevel)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatNumber(sale.price)} ZUMonnaie</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Box>
        </SimpleGrid>
      ) : null}
    </Box>
  );
}
