import { useActiveFeatures } from '@zu/shared-platform';
import { Container, PageHeading, Stack } from '@zu/shared-ui';
import { CurrentEvents } from './CurrentEvents';
import { WeeklyChallenges } from './WeeklyChallenges';

/**
 * `/en-ce-moment`: the running invocation events (AUTOMATED_EVENT) and the week's challenges (CHALLENGE); the route
 * opens with either, and each part shows only with its own feature. Visiting it marks the current event seen (the
 * shell's navigation does it, for every page of the route).
 */
export default function EventsPage() {
  const { features } = useActiveFeatures();
  return (
    <Container maxW="5xl" py="8">
      <PageHeading title="En ce moment">Les événements d'invocation et les défis de la semaine.</PageHeading>
      <Stack gap="12">
        {/* The week's challenges first: an event's cards would push them far down the page. */}
        {features.includes('CHALLENGE') ? <WeeklyChallenges /> : null}
        {features.includes('AUTOMATED_EVENT') ? <CurrentEvents /> : null}
      </Stack>
    </Container>
  );
}
