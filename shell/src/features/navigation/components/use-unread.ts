import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { routeNameAt, storageKeys, useAppSettingsQuery, useAppStatusQuery } from '@zu/shared-platform';
import { hasUnreadEvent, hasUnreadPatch, readSeen } from '../model/unread';

/**
 * The unread dots of 'En ce moment' and 'Actualités'. Visiting the events page marks the current event seen;
 * visiting the news marks the current version's patch seen.
 */
export function useUnread() {
  const { data: settings } = useAppSettingsQuery();
  const { data: status } = useAppStatusQuery();
  const { pathname } = useLocation();
  const [seen, setSeen] = useState(readSeen);
  const currentEventId = settings?.currentEventId;
  const version = status?.applicationVersion;

  useEffect(() => {
    const route = routeNameAt(pathname);
    if (route === 'Events' && currentEventId) localStorage.setItem(storageKeys.seenEventId, currentEventId);
    if ((route === 'Posts' || route === 'Post') && version) localStorage.setItem(storageKeys.lastPatchSeen, version);
    setSeen(readSeen());
  }, [pathname, currentEventId, version]);

  return {
    event: hasUnreadEvent(currentEventId, seen.seenEventId),
    patch: status ? hasUnreadPatch(version, seen.lastPatchSeen) : false,
  };
}
