import type { SubscriptionResult } from '@zu/shared-contract';
import { formatApiNumericDate, Image, Stack, Text } from '@zu/shared-ui';

const shinyLabels = ['', ' dorée', ' chromatique'] as const;

/** What 'Validé !' says: until when the subscription runs, and the card it gave. */
export function SubscriptionReward({ result }: { result: SubscriptionResult }) {
  const reward = result.inventory;
  return (
    <Stack gap="3" align="center">
      <Text>Tu es abonné(e) jusqu'au {formatApiNumericDate(result.endDate)}.</Text>
      {reward ? (
        <>
          <Image
            src={reward.item.urls[reward.shinyLevel] ?? reward.item.urls[0]}
            alt={reward.item.name}
            maxH="64"
            borderRadius="md"
          />
          <Text fontWeight="bold" data-testid="subscription-reward">
            {reward.quantity} × {reward.item.name}
            {shinyLabels[reward.shinyLevel] ?? ''}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
