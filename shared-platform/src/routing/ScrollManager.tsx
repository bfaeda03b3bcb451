import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { decideScroll, type ScrollLocation } from './scroll';

const anchorWaitMs = 3000;

/** Applies the site's scroll rules on every navigation. */
export function ScrollManager() {
  const location = useLocation();
  const previous = useRef<ScrollLocation | undefined>(undefined);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const next = { pathname: location.pathname, hash: location.hash };
    const decision = decideScroll(previous.current, next);
    previous.current = next;
    if (decision.kind === 'top') window.scrollTo(0, 0);
    if (decision.kind === 'anchor') return scrollToAnchorWhenRendered(decision.id);
    return undefined;
  }, [location.pathname, location.hash, location.key]);

  return null;
}

/** The anchor may belong to a page whose code is still loading from a remote: wait for it a little. */
function scrollToAnchorWhenRendered(id: string): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView();
    else if (Date.now() - started < anchorWaitMs) timer = setTimeout(attempt, 100);
  };
  attempt();
  return () => clearTimeout(timer);
}
