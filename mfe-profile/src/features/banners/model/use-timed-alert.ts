import { useCallback, useEffect, useState } from 'react';

/** The site's alerts hide themselves after 4 seconds. */
export const alertDurationMs = 4000;

/** An alert that disappears `alertDurationMs` after it was shown (a new one restarts the count). */
export function useTimedAlert<T>() {
  const [alert, setAlert] = useState<T>();
  useEffect(() => {
    if (alert === undefined) return undefined;
    const timer = setTimeout(() => setAlert(undefined), alertDurationMs);
    return () => clearTimeout(timer);
  }, [alert]);
  const show = useCallback((next: T) => setAlert(next), []);
  return [alert, show] as const;
}
