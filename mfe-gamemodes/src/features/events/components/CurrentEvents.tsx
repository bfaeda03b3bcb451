import { QueryErrorState, useLiveTopics } from '@zu/shared-platform';
import { Heading, LoadingState, Stack, Text } from '@zu/shared-ui';
import { useGamemodesCurrentEventsQuery } from '../api/events-api';
import { EventPanel } from './EventPanel';

/** The invocation events running today; none between two events. */
export function CurrentEvents() {
  const events = useGamemodesCurrentEventsQuery();
  // An event opening or closing while the page is open shows at once.
  useLiveTopics(['event']);
  return (
    <Stack as="section" gap="4" aria-labelledby="current-events">
      <Heading as="h2" size="xl" id="current-events">
        Événements d'invocation
      </Heading>
      {events.isLoading ? (
        <LoadingState />
      ) : events.isError ? (
        <QueryErrorState error={events.error} onRetry={() => void events.refetch()} />
      ) : !events.data?.length ? (
        // The API tells no date for the next event: the page can only say it will show here.
        <Text color="fg.muted" data-testid="no-event">
          Aucun événement en ce moment. Le prochain s'affichera ici dès son ouverture.
        </Text>
      ) : (
        events.data.map((event) => <EventPanel key={event.id} event={event} />)
      )}
    </Stack>
  );
}
