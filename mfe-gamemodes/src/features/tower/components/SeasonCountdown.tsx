import { Text } from '@zu/shared-ui';
import { timeLeftText } from '../model/season-countdown';
import { useNow } from '../model/use-now';

/** The time left before the season closes, kept up to date while the page is open. */
export function SeasonCountdown({ endDate }: { endDate: string }) {
  const now = useNow();
  return (
    <Text fontWeight="semibold" color="gold.fg" data-testid="season-countdown">
      {timeLeftText(endDate, now)}
    </Text>
  );
}
