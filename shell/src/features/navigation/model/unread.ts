import { storageKeys } from '@zu/shared-platform';

/** An unread event exists when there is a current event and it is not the one last seen. */
export function hasUnreadEvent(currentEventId: string | null | undefined, seenEventId: string | null): boolean {
  if (!currentEventId) return false;
  return currentEventId !== seenEventId;
}

/** Unread patch when nothing was seen yet, or the version does not start with the one last seen. */
export function hasUnreadPatch(applicationVersion: string | undefined, lastPatchSeen: string | null): boolean {
  if (lastPatchSeen === null) return true;
  if (!applicationVersion) return false;
  return !applicationVersion.startsWith(lastPatchSeen);
}

export const readSeen = () => ({
  seenEventId: localStorage.getItem(storageKeys.seenEventId),
  lastPatchSeen: localStorage.getItem(storageKeys.lastPatchSeen),
});
