import { useAuth } from '@zu/shared-auth';
import { unseenSalesCount, useActiveFeatures, useMarketHistoryQuery, useSeenSaleId } from '@zu/shared-platform';
import { Box, pluralForm, VisuallyHidden } from '@zu/shared-ui';

// Other players buy the offers while the player is elsewhere on the site: the history is read again now and then.
const salesPollMs = 120_000;

/**
 * The signed-in player's market sales since they last looked at the Marché (the page marks them seen), counted beside
 * the Marché link; nothing for a visitor, with TRADE off, or when every sale has been seen.
 */
export function UnseenSalesCount() {
  const { isAuthenticated, userName } = useAuth();
  const { features } = useActiveFeatures();
  const active = isAuthenticated && !!userName && features.includes('TRADE');
  const { data } = useMarketHistoryQuery(userName ?? '', { skip: !active, pollingInterval: salesPollMs });
  const seen = useSeenSaleId();
  const count = active && data ? unseenSalesCount(data.sold, seen) : 0;
  if (count === 0) return null;
  return (
    <Box
      as="span"
      display="inline-block"
      minW="5"
      px="1.5"
      ml="1.5"
      borderRadius="full"
      bg="red.500"
      color="white"
      fontSize="xs"
      fontWeight="bold"
      lineHeight="1.25rem"
      textAlign="center"
      data-testid="unseen-sales"
    >
      {count}
      <VisuallyHidden>{` ${pluralForm(count, { one: 'vente', other: 'ventes' })} depuis ta dernière visite`}</VisuallyHidden>
    </Box>
  );
}
