import type { ReactNode } from 'react';
import type { MarketOffer } from '@zu/shared-contract';
import { CardTile, PlayerNameLink } from '@zu/shared-platform/widgets';
import { Badge, Box, Card, formatApiDate, formatNumber, Text } from '@zu/shared-ui';
import { shownName } from '../model/shown-name';

/** One offer of the Marché: the card in the version on sale, its price, its seller, when it was put up, an action. */
export function OfferTile({ offer, action }: { offer: MarketOffer; action?: ReactNode }) {
  return (
    <Card.Root
      as="li"
      listStyleType="none"
      variant="subtle"
      bg="whiteAlpha.50"
      borderWidth="1px"
      borderColor="whiteAlpha.200"
      data-testid="market-offer"
      data-offer-id={offer.id}
    >
      <Card.Body gap="2" alignItems="center" textAlign="center" p={{ base: '3', md: '4' }}>
        <Box w="full" maxW="200px">
          <CardTile as="div" item={offer.item} shinyLevel={offer.shinyLevel as 0 | 1 | 2} />
        </Box>
        <Badge colorPalette="gold" variant="solid" fontSize="md" px="3" py="1">
          {formatNumber(offer.price)} ZUMonnaie
        </Badge>
        <Text fontSize="sm">
          Vendue par <PlayerNameLink userName={offer.seller.discordUserName}>{shownName(offer.seller)}</PlayerNameLink>
        </Text>
        <Text fontSize="xs" color="fg.muted">
          En vente depuis le {formatApiDate(offer.createdDate)}
        </Text>
        {action}
      </Card.Body>
    </Card.Root>
  );
}
