import { useState } from 'react';
import { useParams } from 'react-router';
import type { CalendarBox } from '@zu/shared-contract';
import { gameNumbers } from '@zu/shared-contract/constants';
import { useAuth } from '@zu/shared-auth';
import { apiRefusalAlertOf, BackToSite, QueryErrorState, useAppSettingsQuery, usePageTitle } from '@zu/shared-platform';
import {
  Box,
  Button,
  Container,
  ErrorState,
  highlightPanelStyle,
  LoadingState,
  PageHeading,
  SimpleGrid,
  Stack,
  Text,
} from '@zu/shared-ui';
import { useGamemodesCalendarOpenMutation, useGamemodesCalendarQuery } from '../api/calendar-api';
import { CalendarBoxTile } from './CalendarBoxTile';
import { CalendarReveal } from './CalendarReveal';

/**
 * `/calendrier-festif/:discordUserName?`: a player's advent calendar. Without a name, the signed-in player's own; a
 * visitor is asked to sign in first. Only the owner opens boxes; anyone may look.
 */
export default function HolidaysCalendarPage() {
  const { discordUserName } = useParams();
  const { isAuthenticated, userName, isResuming, login } = useAuth();
  const owner = discordUserName ?? (isAuthenticated ? userName : undefined);
  // Chat user names match whatever their case, as the API matches them.
  const own = isAuthenticated && !!owner && owner.toLowerCase() === userName?.toLowerCase();

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <BackToSite />
      <PageHeading title="Calendrier festif">
        {owner && !own
          ? `Le calendrier de ${owner} : une case à ouvrir chaque jour de décembre.`
          : `Une case à ouvrir chaque jour, du 1er au ${gameNumbers.calendar.lastDay} décembre. Une case manquée s'ouvre encore les jours suivants.`}
      </PageHeading>
      <ClosedNotice />
      {owner ? (
        <Calendar owner={owner} own={own} />
      ) : isResuming ? (
        <LoadingState />
      ) : (
        <Stack gap="3" align="flex-start" data-testid="calendar-sign-in">
          <Text>Connecte-toi pour ouvrir les cases de ton calendrier.</Text>
          <Button colorPalette="gold" onClick={login}>
            Se connecter
          </Button>
        </Stack>
      )}
    </Container>
  );
}

/** Outside the period the calendar rests: when it comes back. */
function ClosedNotice() {
  const { data: settings } = useAppSettingsQuery();
  if (!settings || settings.inCalendarPeriod) return null;
  return (
    <Box {...highlightPanelStyle} p="4" mb="6" data-testid="calendar-closed">
      <Text fontWeight="bold">Le calendrier festif est fermé.</Text>
      <Text color="fg.muted">
        Il revient le 1er décembre, avec une nouvelle case à ouvrir chaque jour jusqu'au {gameNumbers.calendar.lastDay}{' '}
        décembre.
      </Text>
    </Box>
  );
}

function Calendar({ owner, own }: { owner: string; own: boolean }) {
  usePageTitle(own ? undefined : `Calendrier festif de ${owner}`);
  const calendar = useGamemodesCalendarQuery(owner);
  const [open, opening] = useGamemodesCalendarOpenMutation();
  const [revealed, setRevealed] = useState<CalendarBox>();
  const [revealOpen, setRevealOpen] = useState(false);

  const openBox = async (box: CalendarBox) => {
    opening.reset();
    const answer = await open({ owner, index: box.index });
    if ('data' in answer && answer.data) {
      setRevealed(answer.data);
      setRevealOpen(true);
    } else {
      // Refused: the box may have changed elsewhere (opened from the chat, the day gone by), so read them again.
      void calendar.refetch();
    }
  };

  if (calendar.isLoading) return <LoadingState />;
  if (calendar.isError) return <QueryErrorState error={calendar.error} onRetry={() => void calendar.refetch()} />;
  const boxes = [...(calendar.data?.calendars ?? [])].sort((a, b) => a.index - b.index);
  if (boxes.length === 0) return <Text color="fg.muted">Aucun calendrier cette année.</Text>;

  const refusal = opening.isError ? apiRefusalAlertOf(opening.error) : undefined;
  return (
    <>
      {refusal ? <ErrorState status={refusal.status} message={refusal.message} codeLabel={refusal.codeLabel} /> : null}
      <SimpleGrid
        as="ul"
        columns={{ base: 3, sm: 5 }}
        gap={{ base: '2', md: '3' }}
        p="0"
        aria-label="Les cases du calendrier"
      >
        {boxes.map((box) => (
          <CalendarBoxTile
            key={box.index}
            box={box}
            onOpen={own ? (chosen) => void openBox(chosen) : undefined}
            opening={opening.isLoading}
          />
        ))}
      </SimpleGrid>
      <CalendarReveal box={revealed} open={revealOpen} onClose={() => setRevealOpen(false)} />
    </>
  );
}
