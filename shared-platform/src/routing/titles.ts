import { useEffect } from 'react';
import { getRuntimeConfig } from '../config/runtime-config';

/** '<page> | <product> Hardcore'. */
export function formatTitle(pageName: string, productName = getRuntimeConfig().productName): string {
  return `${pageName} | ${productName} Hardcore`;
}

/** Pages that show one thing (a card, a player...) name the title after it once loaded. */
export function usePageTitle(pageName: string | undefined): void {
  useEffect(() => {
    if (pageName) document.title = formatTitle(pageName);
  }, [pageName]);
}
