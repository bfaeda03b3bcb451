import { useEffect } from 'react';
import { getRuntimeConfig } from '../config/runtime-config';

/** The site's name: '<product> Hardcore' on the hardcore site, the product's name alone on the normal one. */
export function siteName(config = getRuntimeConfig()): string {
  return config.ruleSet === 'HARDCORE' ? `${config.productName} Hardcore` : config.productName;
}

/** The site's description for search engines and link previews: the hardcore site names its rules. */
export function siteDescription(config = getRuntimeConfig()): string {
  const rules = config.ruleSet === 'HARDCORE' ? ', règles hardcore' : '';
  return `Le site compagnon du jeu de cartes${rules} : catalogue, profils, classements, modes de jeu et marché.`;
}

/** '<page> | <site name>'. */
export function formatTitle(pageName: string, config = getRuntimeConfig()): string {
  return `${pageName} | ${siteName(config)}`;
}

/** Pages that show one thing (a card, a player...) name the title after it once loaded. */
export function usePageTitle(pageName: string | undefined): void {
  useEffect(() => {
    if (pageName) document.title = formatTitle(pageName);
  }, [pageName]);
}
