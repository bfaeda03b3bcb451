import { Link } from 'react-router';
import type { ScratchResult } from '@zu/shared-contract';
import { pathTo } from '@zu/shared-platform';
import { CardTile } from '@zu/shared-platform/widgets';
import { Box, Button, formatNumber, SimpleGrid, Stack, Text, type ShinyLevel } from '@zu/shared-ui';
import { ticketCountText } from '../model/ticket-types';

/** The currencies a ticket pays, with their French names. */
const currencies = [
  ['balance', 'ZUMonnaie'],
  ['loreDust', 'poudre créatrice'],
  ['loreFragment', "cristal d'histoire"],
] as const;

/** What a scratched ticket gave, from the server's answer alone: currencies, cards, a banner, more tickets. */
export function ScratchPrize({ result }: { result: ScratchResult }) {
  const amounts = currencies.flatMap(([field, name]) => {
    const amount = result[field];
    return amount ? [`+${formatNumber(amount)} ${name}`] : [];
  });
  const cards = result.inventories ?? [];
  const banner = result.userBanner?.banner;
  const extraTickets = result.luckyLink && result.quantity ? result.quantity : 0;
  const won = amounts.length > 0 || cards.length > 0 || banner !== undefined || extraTickets > 0;

  if (!won) {
    return (
      <Text fontSize="xl" fontWeight="bold" textAlign="center" data-testid="scratch-prize">
        Perdu ! Ce ticket ne cachait rien, retente ta chance.
      </Text>
    );
  }
  return (
    <Stack gap="4" align="center" w="full" data-testid="scratch-prize">
      <Text fontSize="xl" fontWeight="bold">
        Gagné !
      </Text>
      {amounts.map((text) => (
        <Text key={text} fontSize="2xl" fontWeight="bold" color="gold.300">
          {text}
        </Text>
      ))}
      {cards.length > 0 ? (
        <SimpleGrid as="ul" columns={{ base: 2, sm: Math.min(cards.length, 3) }} gap="3" p="0" w="full" maxW="md">
          {cards.map((entry) => (
            <CardTile
              key={entry.id}
              item={entry.item}
              // The contract bounds it to 0-2.
              shinyLevel={entry.shinyLevel as ShinyLevel}
              constellationLevel={entry.constellationLevel}
              quantity={entry.quantity}
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
      {extraTickets > 0 && result.luckyLink ? (
        <Stack gap="2" align="center">
          <Text fontSize="lg" fontWeight="bold">
            +{ticketCountText(extraTickets, formatNumber(extraTickets))} à gratter
          </Text>
          <Button asChild size="sm" variant="outline">
            <Link to={pathTo('Ticket', { id: result.luckyLink })}>Voir les tickets du lien</Link>
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
