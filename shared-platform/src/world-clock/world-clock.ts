import { useEffect, useState } from 'react';
import { useAppStatusQuery } from '../app-settings/app-settings-api';

const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });

/**
 * How far the game world's day is from today's in Paris, in milliseconds (whole days). The world keeps Paris's
 * time of day but may live on another day (a test or demo world): countdowns to the world's dates add this.
 */
export function worldDayOffsetMs(worldDate: string | undefined, now: number): number {
  if (!worldDate) return 0;
  return Date.parse(`${worldDate}T00:00:00Z`) - Date.parse(`${parisDay.format(now)}T00:00:00Z`);
}

/** The game world's clock, read again every `everyMs`: the browser's, moved to the world's day. */
export function useWorldNow(everyMs = 60_000): number {
  const { data: status } = useAppStatusQuery();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now + worldDayOffsetMs(status?.worldDate, now);
}
