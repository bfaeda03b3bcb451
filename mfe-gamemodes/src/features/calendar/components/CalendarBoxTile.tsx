import type { CalendarBox } from '@zu/shared-contract';
import { Box, Button, Stack, Text, VisuallyHidden } from '@zu/shared-ui';
import { RewardSummary } from '../../rewards';
import { calendarBoxDay, calendarBoxElementId, calendarBoxReward, calendarBoxState } from '../model/calendar-boxes';

export interface CalendarBoxTileProps {
  box: CalendarBox;
  /** Given to the owner only: someone else's calendar is read-only. */
  onOpen?: (box: CalendarBox) => void;
  /** A box is being opened: the buttons wait for the answer. */
  opening: boolean;
}

const looks = {
  opened: { bg: 'gold.900/40', borderColor: 'gold.500' },
  openable: { bg: 'green.900/40', borderColor: 'green.400' },
  locked: { bg: 'whiteAlpha.50', borderColor: 'whiteAlpha.200' },
} as const;

/** One day of the calendar: its reward once opened, the button while it waits for its owner, a lock before. */
export function CalendarBoxTile({ box, onOpen, opening }: CalendarBoxTileProps) {
  const state = calendarBoxState(box);
  const day = calendarBoxDay(box);
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="2px"
      borderRadius="xl"
      p={{ base: '2', md: '3' }}
      minH={{ base: '28', md: '36' }}
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="2"
      id={calendarBoxElementId(box)}
      // Focused by the program only (after the reveal), never a stop of the Tab key.
      tabIndex={-1}
      data-testid="calendar-box"
      data-state={state}
      {...looks[state]}
    >
      <Text as="h2" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="1">
        <span aria-hidden="true">{box.index + 1}</span>
        <VisuallyHidden>{day}</VisuallyHidden>
      </Text>
      <Stack flex="1" justify="center" align="center" w="full">
        {state === 'opened' ? (
          <RewardSummary reward={calendarBoxReward(box)} />
        ) : state === 'openable' ? (
          onOpen ? (
            <Button
              size="sm"
              colorPalette="gold"
              disabled={opening}
              aria-label={`Ouvrir la case du ${day}`}
              onClick={() => onOpen(box)}
            >
              Ouvrir
            </Button>
          ) : (
            <Text fontSize="sm" color="green.300">
              À ouvrir
            </Text>
          )
        ) : (
          <Text fontSize="sm" color="fg.muted">
            <span aria-hidden="true">🔒 </span>Fermée
          </Text>
        )}
      </Stack>
    </Box>
  );
}
