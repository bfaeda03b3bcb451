import type { PlayerProfile } from '@zu/shared-contract';
import { QueryErrorState, usePublicUserQuery } from '@zu/shared-platform';
import { SubscriptionFlow, subscriptionBonusCount } from '@zu/shared-platform/widgets';
import { Box, formatApiDate, formatNumber, Heading, LoadingState, Stack, Text } from '@zu/shared-ui';
import { SubscriptionHistoryList } from './SubscriptionHistoryList';

/** The signed-in player's premium: running or not, today's bonuses, what the next one costs, and their months. */
export function MyPremium({ userName }: { userName: string }) {
  const profile = usePublicUserQuery(userName);
  if (profile.isLoading) return <LoadingState />;
  if (profile.isError || !profile.data) {
    return <QueryErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  }
  return (
    <Stack gap="8">
      <PremiumState profile={profile.data} />
      <SubscriptionHistoryList userName={userName} />
    </Stack>
  );
}

function PremiumState({ profile }: { profile: PlayerProfile }) {
  // The profile carries a subscription only while it runs by the world's date.
  const running = profile.subscription;
  return (
    <Box as="section" aria-labelledby="premium-state" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
      <Stack gap="3" align="flex-start">
        <Heading as="h2" size="lg" id="premium-state">
          Mon abonnement
        </Heading>
        <Text fontWeight="semibold" data-testid="premium-status">
          {running
            ? `Tu es abonné(e) jusqu'au ${formatApiDate(running.endDate)}.`
            : "Tu n'es pas abonné(e) en ce moment."}
        </Text>
        <Text data-testid="premium-bonus-count">
          Bonus d'abonnement aujourd'hui : {subscriptionBonusCount(profile)}
        </Text>
        {running ? null : (
          <Text color="fg.muted" data-testid="premium-next-price">
            {profile.subscriptionLoreDustCost === 0
              ? 'Ton prochain abonnement est offert.'
              : `Ton prochain abonnement coûte ${formatNumber(profile.subscriptionLoreDustCost)} poudres créatrices.`}
          </Text>
        )}
        {/* Mounted once subscribed too, so that 'Validé !' outlives the button. */}
        <SubscriptionFlow profile={profile} showButton={!running} />
      </Stack>
    </Box>
  );
}
