import { useWorldNow } from '@zu/shared-platform';
import { Text } from '@zu/shared-ui';
import { entriesTimeLeft } from '../model/giveaway-texts';

/** The time left to enter on the world's clock, kept up to date while the page is open. */
export function EntriesCountdown({ endDate }: { endDate: string }) {
  const now = useWorldNow();
  return (
    <Text fontWeight="semibold" color="gold.fg" data-testid="giveaway-countdown">
      {entriesTimeLeft(endDate, now)}
    </Text>
  );
}
