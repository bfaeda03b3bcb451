import { AppLink, pathTo, QueryErrorState } from '@zu/shared-platform';
import { CardTile } from '@zu/shared-platform/widgets';
import {
  Badge,
  Box,
  Card,
  Container,
  Flex,
  formatApiDate,
  formatNumber,
  LoadingState,
  PageHeading,
  SimpleGrid,
  Text,
} from '@zu/shared-ui';
import { useMarketShopQuery } from '../api/shop-api';
import { offerName, stockLabel, toShinyLevel } from '../model/offer-label';

/** `/echoppe` (blank layout): the offers of the day, with their price and stock. */
export default function ShopPage() {
  const { data, isLoading, isError, error, refetch } = useMarketShopQuery();
  return (
    <Box minH="100vh" bgGradient="to-b" gradientFrom="#1b0c42" gradientTo="#0f0b1f">
      <Container maxW="6xl" py="6">
        <Flex justify="space-between" align="center" mb="6">
          <AppLink to={pathTo('Main')} color="gold.fg">
            ← Retour au site
          </AppLink>
        </Flex>
        <PageHeading title="Échoppe">
          {data?.[0]
            ? `Les offres du ${formatApiDate(data[0].beginDate)}, payées en ZUMonnaie.`
            : 'Les offres du jour, payées en ZUMonnaie.'}
        </PageHeading>
        {isLoading ? <LoadingState /> : null}
        {isError ? <QueryErrorState error={error} onRetry={() => void refetch()} /> : null}
        {data && data.length === 0 ? (
          <Text color="fg.muted">L'échoppe est vide pour le moment : reviens demain !</Text>
        ) : null}
        {data && data.length > 0 ? (
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, md: 4 }} gap="5" p="0">
            {data.map((offer) => {
              const { item, balance, shinyLevel } = offer.shopInventory;
              const soldOut = offer.currentStock === 0;
              return (
                <Card.Root
                  as="li"
                  key={offer.id}
                  listStyleType="none"
                  variant="subtle"
                  bg="whiteAlpha.50"
                  borderWidth="1px"
                  borderColor="whiteAlpha.200"
                  opacity={soldOut ? 0.6 : 1}
                >
                  <Card.Body gap="3" alignItems="center" textAlign="center">
                    <Card.Title as="h2" fontSize="md" color="white">
                      {offerName(item.name, shinyLevel)}
                    </Card.Title>
                    <Box w="70%">
                      {/* The échoppe sells plain cards (its offers' upgradeLevel is 0): no constellation. */}
                      <CardTile as="div" item={item} shinyLevel={toShinyLevel(shinyLevel)} />
                    </Box>
                    <Badge colorPalette="gold" variant="solid" fontSize="md" px="3" py="1">
                      {formatNumber(balance)} ZUMonnaie
                    </Badge>
                    <Text fontSize="sm" color={soldOut ? 'red.300' : 'fg.muted'}>
                      {stockLabel(offer.currentStock, offer.initialStock)}
                    </Text>
                  </Card.Body>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        ) : null}
      </Container>
    </Box>
  );
}
