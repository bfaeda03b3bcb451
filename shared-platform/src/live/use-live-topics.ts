import { useEffect, useEffectEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { LiveEvent, LiveTopic } from '@zu/shared-contract';
import { liveClient } from './live-client';

/**
 * Keeps the site's one live stream subscribed to these topics while the calling component is mounted. Each change
 * of them marks the reads it makes stale in the RTK Query cache (their pages read them again); `onEvent` also sees
 * each event of these topics, for a page that applies the event's data itself.
 */
export function useLiveTopics(topics: readonly LiveTopic[], onEvent?: (event: LiveEvent) => void): void {
  const dispatch = useDispatch();
  const handle = useEffectEvent((event: LiveEvent) => onEvent?.(event));
  // The topics as one value: a new array of the same topics at each render keeps the subscription.
  const key = [...new Set(topics)].sort().join(' ');
  useEffect(() => {
    if (!key) return;
    return liveClient.subscribe({ topics: key.split(' '), dispatch, onEvent: (event) => handle(event) });
  }, [key, dispatch]);
}
