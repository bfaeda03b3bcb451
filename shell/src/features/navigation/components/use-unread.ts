import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { routeNameAt, storageKeys, useAppSettingsQuery, useAppStatusQuery, useLiveTopics } from '@zu/shared-platform';
import { hasUnreadEvent, hasUnreadPatch, readSeen } from '../model/unread';

/** Told when a visit marks something seen. */
const seenChanges = new EventTarget();

type Seen = ReturnType<typeof readSeen>;
const sameSeen = (a: Seen, b: Seen) => a.seenEventId === b.seenEventId && a.lastPatchSeen === b.lastPatchSeen;

/**
 * The unread dots of 'En ce moment' and 'Actualités'. Independent of the address: the navigation that shows them
 * is not drawn again at each change of page or query string (`SeenOnVisit` follows the address). The settings name
 * the running event: a new event lights the dot without a reload.
 */
export function useUnread() {
  const { data: settings } = useAppSettingsQuery();
  useLiveTopics(['event']);
  const { data: status } = useAppStatusQuery();
  const [seen, setSeen] = useState(readSeen);

  useEffect(() => {
    const update = () => setSeen((previous) => (sameSeen(previous, readSeen()) ? previous : readSeen()));
    update();
    seenChanges.addEventListener('change', update);
    return () => seenChanges.removeEventListener('change', update);
  }, []);

  const version = status?.applicationVersion;
  return {
    event: hasUnreadEvent(settings?.currentEventId, seen.seenEventId),
    patch: status ? hasUnreadPatch(version, seen.lastPatchSeen) : false,
  };
}

/** Visiting the events page marks the current event seen; visiting the news marks the current version's patch seen. */
export function SeenOnVisit() {
  const { data: settings } = useAppSettingsQuery();
  const { data: status } = useAppStatusQuery();
  const { pathname } = useLocation();
  const currentEventId = settings?.currentEventId;
  const version = status?.applicationVersion;

  useEffect(() => {
    const route = routeNameAt(pathname);
    if (route === 'Events' && currentEventId) localStorage.setItem(storageKeys.seenEventId, currentEventId);
    if ((route === 'Posts' || route === 'Post') && version) localStorage.setItem(storageKeys.lastPatchSeen, version);
    seenChanges.dispatchEvent(new Event('change'));
  }, [pathname, currentEventId, version]);

  return null;
}
