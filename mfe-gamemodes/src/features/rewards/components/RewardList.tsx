import { Link } from 'react-router';
import { pathTo } from '@zu/shared-platform';
import { CardTile } from '@zu/shared-platform/widgets';
import { Box, Button, formatNumber, SimpleGrid, Stack, Text } from '@zu/shared-ui';
import { ticketCountText, ticketTypeInfo } from '../model/ticket-types';
import { currencyLines, type Reward } from '../model/reward';

/**
 * What the game just gave, drawn the same way wherever it comes from (a scratched ticket, a calendar box):
 * currencies, cards as the shared tiles, a banner, tickets with their link when known.
 */
export function RewardList({ reward }: { reward: Reward }) {
  const amounts = currencyLines(reward, formatNumber);
  const { cards, banner, tickets } = reward;
  return (
    <Stack gap="4" align="center" w="full" data-testid="reward-list">
      {amounts.map((text) => (
        <Text key={text} fontSize="2xl" fontWeight="bold" color="gold.300">
          {text}
        </Text>
      ))}
      {cards.length > 0 ? (
        <SimpleGrid as="ul" columns={{ base: 2, sm: Math.min(cards.length, 3) }} gap="3" p="0" w="full" maxW="md">
          {cards.map((card) => (
            <CardTile
              key={card.key}
              item={card.item}
              shinyLevel={card.shinyLevel}
              constellationLevel={card.constellationLevel}
              quantity={card.quantity}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {banner ? (
        <Box w="full" maxW="md" borderRadius="lg" overflow="hidden" borderWidth="1px" borderColor="whiteAlpha.300">
          <Box h="20" bgImage={`url(${banner.imageUrl})`} bgSize="cover" bgPos="center" aria-hidden="true" />
          <Text p="3" fontWeight="bold">
            Bannière débloquée : {banner.title}
          </Text>
        </Box>
      ) : null}
      {tickets && tickets.count > 0 ? (
        <Stack gap="2" align="center">
          <Text fontSize="lg" fontWeight="bold">
            +{ticketCountText(tickets.count)}
            {tickets.type ? ` ${ticketTypeInfo[tickets.type].name}` : ''} à gratter
          </Text>
          {tickets.link ? (
            <Button asChild size="sm" variant="outline">
              <Link to={pathTo('Ticket', { id: tickets.link })}>Voir les tickets du lien</Link>
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
