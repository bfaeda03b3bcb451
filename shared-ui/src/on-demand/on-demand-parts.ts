import { useCallback, useEffect, useState } from 'react';
import type { Menu, Tabs } from '@chakra-ui/react';

/**
 * Components whose code most pages never need at first (a menu opens on a tap; tabs are drawn by a few pages): their
 * state machines and the menus' positioning weigh about 23 KB gzipped, left out of the first visit of every page and
 * loaded the first time one is wanted. The chunk is part of this package's own build (one copy of Chakra: its
 * contexts are the provider's).
 */
export interface OnDemandParts {
  Menu: typeof Menu;
  Tabs: typeof Tabs;
}

let loaded: OnDemandParts | undefined;
let loading: Promise<OnDemandParts> | undefined;

/** Loads the on-demand components once; a page that draws them at once awaits this with its own code. */
export function loadOnDemandParts(): Promise<OnDemandParts> {
  loading ??= import('./on-demand-chunk').then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      // A failed chunk is asked again next time (a network blip must not leave menus dead until a reload).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The on-demand components once loaded (at once if they already are), and `load` to ask for them: on a sign of
 * intent (a pointer on a menu's button, its focus, a tap), or in an effect for a component drawn at once.
 */
export function useOnDemandParts(): { parts: OnDemandParts | undefined; load: () => void } {
  const [parts, setParts] = useState(loaded);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted || parts) return;
    let current = true;
    loadOnDemandParts().then(
      (arrived) => current && setParts(arrived),
      () => current && setWanted(false),
    );
    return () => {
      current = false;
    };
  }, [wanted, parts]);
  const load = useCallback(() => setWanted(true), []);
  return { parts, load };
}
