import { QueryErrorState, useAppSettingsQuery, useLiveTopics } from '@zu/shared-platform';
import { formatApiDate, Heading, LoadingState, Stack, Text } from '@zu/shared-ui';
import { useGamemodesCurrentEventsQuery } from '../api/events-api';
import { EventPanel } from './EventPanel';

/** The invocation events running today (none between two events), and the day the next one opens. */
export function CurrentEvents() {
  const events = useGamemodesCurrentEventsQuery();
  const nextBeginDate = useAppSettingsQuery().data?.nextEventBeginDate;
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
        <Text color="fg.muted" data-testid="no-event">
          Aucun événement en ce moment.{' '}
          {nextBeginDate
            ? `Le prochain ouvre le ${formatApiDate(nextBeginDate)}.`
            : "Le prochain s'affichera ici dès son ouverture."}
        </Text>
      ) : (
        <>
          {events.data.map((event) => (
            <EventPanel key={event.id} event={event} />
          ))}
          {nextBeginDate ? (
            <Text color="fg.muted" data-testid="next-event">
              Le prochain événement ouvre le {formatApiDate(nextBeginDate)}.
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
