import type { GiveawayPrize } from '@zu/shared-contract';
import { CardTile } from '@zu/shared-platform/widgets';
import { Box, formatNumber, Image, SimpleGrid, Stack, Text, type ShinyLevel } from '@zu/shared-ui';
import { currencyLines } from '../../rewards';

export interface GiveawayPrizeViewProps {
  prize: GiveawayPrize;
  /** A past giveaway's prize: smaller card tiles and banner. */
  compact?: boolean;
}

/**
 * What each winner gets: the API's words for it, then what they stand for (the cards as the site's tiles, the
 * banner's picture, the currencies in the site's names), as far as the answer holds them.
 */
export function GiveawayPrizeView({ prize, compact = false }: GiveawayPrizeViewProps) {
  const amounts = currencyLines({ ...prize.currencies, cards: [] }, formatNumber);
  const cards = prize.cards ?? [];
  return (
    <Stack gap="3" data-testid="giveaway-prize">
      <Text fontWeight="semibold" fontSize={compact ? 'md' : 'lg'}>
        <Text as="span" color="fg.muted" fontWeight="normal">
          Lot :{' '}
        </Text>
        {prize.label}
      </Text>
      {cards.length > 0 ? (
        <SimpleGrid
          as="ul"
          p="0"
          gap="3"
          columns={compact ? { base: 3, sm: 5 } : { base: 2, sm: 3 }}
          maxW="md"
          aria-label="Les cartes du lot"
        >
          {cards.map((card) => (
            <CardTile
              key={`${card.item.id}-${card.shinyLevel}`}
              item={card.item}
              shinyLevel={card.shinyLevel as ShinyLevel}
              quantity={card.quantity > 1 ? card.quantity : undefined}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {prize.banner ? (
        <Box maxW={compact ? 'xs' : 'md'} borderRadius="lg" overflow="hidden" borderWidth="1px" borderColor="brand.800">
          <Image
            src={prize.banner.imageUrl}
            alt={`Bannière ${prize.banner.title}`}
            w="full"
            h={compact ? '12' : '20'}
            fit="cover"
          />
        </Box>
      ) : null}
      {amounts.length > 0 ? (
        <Stack as="ul" gap="0.5" listStyleType="none" aria-label="Les monnaies du lot">
          {amounts.map((text) => (
            <Text as="li" key={text} fontWeight="bold" color="gold.300">
              {text}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
