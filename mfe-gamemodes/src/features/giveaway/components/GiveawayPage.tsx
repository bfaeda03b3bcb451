import {
  BackToSite,
  openGiveawayOf,
  QueryErrorState,
  useGiveawaysQuery,
  useLiveTopics,
  usePageTitle,
} from '@zu/shared-platform';
import { Container, LoadingState, PageHeading, Stack, Text } from '@zu/shared-ui';
import { OpenGiveaway } from './OpenGiveaway';
import { PastGiveaways } from './PastGiveaways';

/**
 * `/giveaway` (blank layout): the giveaway taking entries first, entered from here, then the past ones with their
 * winners and published draws. A giveaway opened or drawn (the live `event` topic) shows without a reload.
 */
export default function GiveawayPage() {
  usePageTitle('Giveaway');
  useLiveTopics(['event']);
  const giveaways = useGiveawaysQuery();
  const open = openGiveawayOf(giveaways.data);
  const past = (giveaways.data ?? []).filter((giveaway) => !giveaway.isOpen);

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <BackToSite />
      <PageHeading title="Giveaway">
        Des lots à gagner entre joueurs : participe gratuitement, les gagnants sont tirés au sort à la fin de chaque
        giveaway.
      </PageHeading>
      {giveaways.isLoading ? (
        <LoadingState />
      ) : giveaways.isError ? (
        <QueryErrorState error={giveaways.error} onRetry={() => void giveaways.refetch()} />
      ) : giveaways.data?.length === 0 ? (
        <Text color="fg.muted" data-testid="no-giveaway">
          Aucun giveaway pour le moment : le prochain sera annoncé ici.
        </Text>
      ) : (
        <Stack gap="10">
          {open ? (
            <OpenGiveaway giveaway={open} />
          ) : (
            <Text color="fg.muted" data-testid="no-open-giveaway">
              Aucun giveaway en cours : le prochain s'ouvrira bientôt.
            </Text>
          )}
          <PastGiveaways giveaways={past} />
        </Stack>
      )}
    </Container>
  );
}
