import { Link as RouterLink } from 'react-router';
import { openGiveawayOf, pathTo, useGiveawaysQuery } from '@zu/shared-platform';
import {
  Button,
  Container,
  Flex,
  formatApiDateAndTime,
  Heading,
  highlightPanelStyle,
  Stack,
  Text,
} from '@zu/shared-ui';

/**
 * While a giveaway takes entries, a line at the top of the home page's sections leads to it. One request, the
 * Giveaway page's own list; nothing shows while it loads, when none is open or when the read fails.
 */
export function GiveawayBanner() {
  const { data } = useGiveawaysQuery();
  const open = openGiveawayOf(data);
  if (!open) return null;
  return (
    <Container maxW="7xl" pt="10" as="section" aria-labelledby="giveaway-banner-title">
      <Flex
        {...highlightPanelStyle}
        p={{ base: '4', md: '6' }}
        gap="4"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'flex-start', md: 'center' }}
        justify="space-between"
      >
        <Stack gap="1" minW="0">
          <Heading as="h2" size="lg" id="giveaway-banner-title" overflowWrap="anywhere">
            Giveaway en cours : {open.prize.label}
          </Heading>
          <Text color="fg.muted">Participations jusqu'au {formatApiDateAndTime(open.endDate)}</Text>
        </Stack>
        <Button asChild colorPalette="gold" flexShrink={0}>
          <RouterLink to={pathTo('Giveaway')}>Participer</RouterLink>
        </Button>
      </Flex>
    </Container>
  );
}
