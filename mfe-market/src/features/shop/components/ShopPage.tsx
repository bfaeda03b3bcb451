import { useState } from 'react';
import { useAuth } from '@zu/shared-auth';
import type { ShopEntry } from '@zu/shared-contract';
import { BackToSite, QueryErrorState, useLiveTopics } from '@zu/shared-platform';
import { CardTile } from '@zu/shared-platform/widgets';
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  formatApiDate,
  formatNumber,
  LoadingState,
  PageHeading,
  SimpleGrid,
  Text,
} from '@zu/shared-ui';
import { useMarketShopBoughtQuery, useMarketShopQuery } from '../api/shop-api';
import { offerName, stockLabel, toShinyLevel } from '../model/offer-label';
import { restockLabel } from '../model/restock';
import { ShopBuyDialog } from './ShopBuyDialog';

/**
 * `/echoppe` (blank layout): the offers of the day, with their price, stock and first day; a signed-in player buys
 * one from their balance after confirming, and the stock and balance change at once; others' purchases show live.
 */
export default function ShopPage() {
  const { data, isLoading, isError, error, refetch } = useMarketShopQuery();
  // Other players' purchases and the restock change the stock while the page is open.
  useLiveTopics(['shop']);
  const { isAuthenticated, userName, login } = useAuth();
  const me = isAuthenticated && userName ? userName : undefined;
  // What this player bought on an earlier visit too: a second buy would only be refused.
  const bought = new Set(useMarketShopBoughtQuery(me ?? '', { skip: !me }).data?.boughtEntryIds);
  const [buying, setBuying] = useState<ShopEntry>();
  const [notice, setNotice] = useState<string>();

  return (
    <Box minH="100vh" bgGradient="to-b" gradientFrom="#1b0c42" gradientTo="#0f0b1f">
      <Container maxW="6xl" py="6">
        <BackToSite />
        <PageHeading title="Échoppe">
          {data?.[0]
            ? `Les offres du ${formatApiDate(data[0].beginDate)}, payées en ZUMonnaie.`
            : 'Les offres du jour, payées en ZUMonnaie.'}
        </PageHeading>
        {data?.[0] ? (
          <Text mb="4" color="fg.muted" data-testid="shop-restock">
            {restockLabel(data[0].beginDate)}
          </Text>
        ) : null}
        {!me && data && data.length > 0 ? (
          <Text mb="4">
            <Button variant="plain" colorPalette="gold" p="0" h="auto" onClick={login}>
              Connecte-toi
            </Button>{' '}
            pour acheter à l'échoppe.
          </Text>
        ) : null}
        <Box role="status" aria-live="polite">
          {notice ? (
            <Text mb="4" p="3" borderRadius="md" bg="green.900" color="green.100" data-testid="shop-notice">
              {notice}
            </Text>
          ) : null}
        </Box>
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
              const name = offerName(item.name, shinyLevel);
              const alreadyBought = bought.has(offer.id);
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
                  data-testid="shop-entry"
                >
                  <Card.Body gap="3" alignItems="center" textAlign="center">
                    <Card.Title as="h2" fontSize="md" color="white">
                      {name}
                    </Card.Title>
                    <Box w="70%">
                      {/* The échoppe sells plain cards (its offers' upgradeLevel is 0): no constellation. */}
                      <CardTile as="div" item={item} shinyLevel={toShinyLevel(shinyLevel)} />
                    </Box>
                    <Badge colorPalette="gold" variant="solid" fontSize="md" px="3" py="1">
                      {formatNumber(balance)} ZUMonnaie
                    </Badge>
                    <Text fontSize="sm" color={soldOut ? 'red.300' : 'fg.muted'} data-testid="shop-stock">
                      {stockLabel(offer.currentStock, offer.initialStock)}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      En vente depuis le {formatApiDate(offer.beginDate)}
                    </Text>
                    {alreadyBought ? (
                      <Badge colorPalette="green" variant="subtle" data-testid="shop-bought">
                        Déjà acheté
                      </Badge>
                    ) : null}
                    {me ? (
                      <Button
                        size="sm"
                        colorPalette="gold"
                        disabled={soldOut || alreadyBought}
                        aria-label={
                          alreadyBought
                            ? `${name} : déjà acheté`
                            : `Acheter ${name} pour ${formatNumber(balance)} ZUMonnaie`
                        }
                        onClick={() => {
                          setNotice(undefined);
                          setBuying(offer);
                        }}
                      >
                        {alreadyBought ? 'Acheté' : soldOut ? 'Épuisé' : 'Acheter'}
                      </Button>
                    ) : null}
                  </Card.Body>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        ) : null}
        {me ? (
          <ShopBuyDialog
            // A dialog of its own per offer: no refusal of the previous one is left in it.
            key={buying?.id}
            entry={buying}
            userName={me}
            onClose={() => setBuying(undefined)}
            onBought={(entry, balance) => {
              setBuying(undefined);
              setNotice(
                `Tu as acheté ${offerName(entry.shopInventory.item.name, entry.shopInventory.shinyLevel)} : il te reste ${formatNumber(balance)} ZUMonnaie.`,
              );
            }}
          />
        ) : null}
      </Container>
    </Box>
  );
}
