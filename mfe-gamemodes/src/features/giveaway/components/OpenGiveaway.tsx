import type { Giveaway } from '@zu/shared-contract';
import { Badge, Box, formatApiDateAndTime, Heading, highlightPanelStyle, Stack, Text } from '@zu/shared-ui';
import { entryCountText, drawnWinnersText } from '../model/giveaway-texts';
import { EntriesCountdown } from './EntriesCountdown';
import { EntryPanel } from './EntryPanel';
import { GiveawayPrizeView } from './GiveawayPrizeView';

/** The giveaway taking entries, first on the page: its prize, when it ends, who entered so far, and entering. */
export function OpenGiveaway({ giveaway }: { giveaway: Giveaway }) {
  return (
    <Box
      as="section"
      aria-labelledby="open-giveaway-title"
      {...highlightPanelStyle}
      p={{ base: '4', md: '8' }}
      data-testid="open-giveaway"
    >
      <Stack gap="5">
        <Stack gap="2">
          <Badge colorPalette="green" alignSelf="flex-start">
            En cours
          </Badge>
          <Heading as="h2" size={{ base: 'xl', md: '2xl' }} id="open-giveaway-title" overflowWrap="anywhere">
            {giveaway.title}
          </Heading>
          <Text color="fg.muted">{giveaway.description}</Text>
        </Stack>
        <GiveawayPrizeView prize={giveaway.prize} />
        <Stack gap="1">
          <Text data-testid="giveaway-end">Participations jusqu'au {formatApiDateAndTime(giveaway.endDate)}</Text>
          <EntriesCountdown endDate={giveaway.endDate} />
          <Text fontSize="xl" fontWeight="bold" data-testid="giveaway-entries">
            {entryCountText(giveaway.entryCount)}
          </Text>
          <Text color="fg.muted" data-testid="giveaway-winner-count">
            {drawnWinnersText(giveaway.winnerCount)}
          </Text>
        </Stack>
        <EntryPanel giveaway={giveaway} />
      </Stack>
    </Box>
  );
}
