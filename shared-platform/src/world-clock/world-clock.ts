import { useEffect, useState } from 'react';
import { useAppStatusQuery } from '../app-settings/app-settings-api';

/**
 * How far the game world's clock is from the browser's, in milliseconds: the world's instant the API gave, less the
 * browser's instant when the answer came. The world may live on another day (a test or demo world), or, on the day
 * its seed was played, a few hours ahead; nothing is known before the answer.
 */
export function worldClockOffsetMs(worldNow: string | undefined, answeredAt: number | undefined): number {
  const world = worldNow === undefined ? Number.NaN : Date.parse(worldNow);
  return answeredAt === undefined || Number.isNaN(world) ? 0 : world - answeredAt;
}

/** The game world's clock, read again every `everyMs` while `ticking`: the browser's, moved to the world's instant. */
export function useWorldNow(everyMs = 60_000, ticking = true): number {
  const { data: status, fulfilledTimeStamp } = useAppStatusQuery();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, ticking]);
  return now + worldClockOffsetMs(status?.worldNow, fulfilledTimeStamp);
}
