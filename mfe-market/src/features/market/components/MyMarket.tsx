import { useState } from 'react';
import type { MarketHistory } from '@zu/shared-contract';
import { QueryErrorState, useSalesSinceLastVisit } from '@zu/shared-platform';
import {
  Box,
  Button,
  Flex,
  formatNumber,
  Heading,
  HStack,
  LoadingState,
  plural,
  SimpleGrid,
  Stack,
  Text,
} from '@zu/shared-ui';
import { offerName } from '../../shop';
import { CreateOfferDialog } from './CreateOfferDialog';
import type { OfferAction } from './OfferActionDialog';
import { OfferTile } from './OfferTile';
import { TradeList } from './TradeList';

export interface MyMarketProps {
  userName: string;
  history: {
    data?: MarketHistory;
    isLoading: boolean;
    isError: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  onAct: (action: OfferAction) => void;
  onNotice: (notice: string) => void;
}

/**
 * The signed-in player's side of the Marché: the day's trades against the limit, the sales since their last visit
 * (seen from now on: the count on the Marché link clears), their open offers to withdraw, their sales and purchases,
 * and a card to put on offer.
 */
export function MyMarket({ userName, history, onAct, onNotice }: MyMarketProps) {
  const [creating, setCreating] = useState(false);
  const newSales = useSalesSinceLastVisit(history.data?.sold);
  const { data } = history;

  return (
    <Box as="section" aria-labelledby="my-market" mb="10">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="3">
        <Heading as="h2" id="my-market" size="xl">
          Mon activité
        </Heading>
        <Button colorPalette="gold" onClick={() => setCreating(true)} disabled={!data}>
          Mettre une carte en vente
        </Button>
      </Flex>
      {history.isLoading ? <LoadingState /> : null}
      {history.isError ? <QueryErrorState error={history.error} onRetry={() => void history.refetch()} /> : null}
      {data ? (
        <Stack gap="6">
          <HStack gap={{ base: '3', md: '6' }} wrap="wrap">
            <Text data-testid="trade-count-today">
              Échanges aujourd'hui : {data.tradeCountToday} / {data.tradeLimit}
            </Text>
            <Text color="fg.muted" data-testid="trade-count">
              Échanges au total : {data.tradeCount}
            </Text>
            <Text fontWeight="semibold" data-testid="new-sales">
              {newSales
                ? `${plural(newSales, { one: 'vente', other: 'ventes' })} depuis ta dernière visite`
                : 'Aucune nouvelle vente depuis ta dernière visite'}
            </Text>
          </HStack>
          <Box>
            <Heading as="h3" size="md" mb="2">
              Mes offres en cours
            </Heading>
            {data.openOffers.length === 0 ? (
              <Text color="fg.muted">Tu n'as aucune carte en vente.</Text>
            ) : (
              <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 5 }} gap="4" p="0" aria-label="Mes offres en cours">
                {data.openOffers.map((offer) => (
                  <OfferTile
                    key={offer.id}
                    offer={offer}
                    action={
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Retirer l'offre ${offerName(offer.item.name, offer.shinyLevel)} à ${formatNumber(offer.price)} ZUMonnaie`}
                        onClick={() => onAct({ kind: 'cancel', offer })}
                      >
                        Retirer
                      </Button>
                    }
                  />
                ))}
              </SimpleGrid>
            )}
          </Box>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <Box>
              <Heading as="h3" size="md" mb="2">
                Mes ventes
              </Heading>
              <TradeList
                label="Mes ventes"
                trades={data.sold}
                other="buyer"
                newCount={newSales}
                empty="Tu n'as encore rien vendu."
              />
            </Box>
            <Box>
              <Heading as="h3" size="md" mb="2">
                Mes achats
              </Heading>
              <TradeList label="Mes achats" trades={data.bought} other="seller" empty="Tu n'as encore rien acheté." />
            </Box>
          </SimpleGrid>
          <CreateOfferDialog
            userName={userName}
            openOffers={data.openOffers}
            open={creating}
            onClose={() => setCreating(false)}
            onDone={onNotice}
          />
        </Stack>
      ) : null}
    </Box>
  );
}
