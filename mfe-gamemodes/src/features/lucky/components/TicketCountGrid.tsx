import type { TicketCounts } from '@zu/shared-contract';
import { Link } from 'react-router';
import { pathTo } from '@zu/shared-platform';
import { Badge, Box, Button, SimpleGrid, Stack, Text } from '@zu/shared-ui';
import { shownTicketTypes, ticketCountText, ticketTypeInfo } from '../../rewards';
import { TicketPicture } from './TicketPicture';

/**
 * A link's unscratched tickets, one tile per type: picture, name, what it can win, how many. A type the link still
 * holds opens its scratch page.
 */
export function TicketCountGrid({ code, counts }: { code: string; counts: TicketCounts['counts'] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" p="0" listStyleType="none">
      {shownTicketTypes.map((type) => {
        const { name, prizes } = ticketTypeInfo[type];
        const count = counts[type];
        return (
          <Stack
            as="li"
            key={type}
            gap="3"
            p="4"
            borderWidth="1px"
            borderColor="whiteAlpha.200"
            borderRadius="lg"
            bg="whiteAlpha.50"
            data-testid={`ticket-count-${type}`}
          >
            <TicketPicture type={type} />
            <Box>
              <Text as="h2" fontWeight="bold" fontSize="lg">
                {name}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {prizes}
              </Text>
            </Box>
            <Badge alignSelf="flex-start" colorPalette={count > 0 ? 'gold' : 'gray'}>
              {ticketCountText(count)}
            </Badge>
            {count > 0 ? (
              <Button asChild colorPalette="gold" size="sm" alignSelf="flex-start">
                <Link to={pathTo('LuckyScratch', { id: code }, { type })} aria-label={`Gratter un ticket ${name}`}>
                  Gratter
                </Link>
              </Button>
            ) : null}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
