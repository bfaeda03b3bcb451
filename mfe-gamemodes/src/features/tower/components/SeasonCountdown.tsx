import { useWorldNow } from '@zu/shared-platform';
import { Text } from '@zu/shared-ui';
import { timeLeftText } from '../model/season-countdown';

/** The time left before the season closes on the world's clock, kept up to date while the page is open. */
export function SeasonCountdown({ endDate }: { endDate: string }) {
  const now = useWorldNow();
  return (
    <Text fontWeight="semibold" color="gold.fg" data-testid="season-countdown">
      {timeLeftText(endDate, now)}
    </Text>
  );
}
