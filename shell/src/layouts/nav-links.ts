import type { GameFeature } from '@zu/shared-contract';
import { pathTo } from '@zu/shared-platform';

export interface NavLinkItem {
  label: string;
  to: string;
  /** Shown only when one of these is active. */
  features?: readonly GameFeature[];
}

/** The bar's groups, each leading to its main page; their full menus come with the navigation issue. */
export const navLinks: readonly NavLinkItem[] = [
  { label: 'Cartes', to: pathTo('ItemsGrid') },
  { label: 'Modes de jeu', to: pathTo('Hardcore') },
  { label: 'Classements', to: pathTo('LeaderboardOverview') },
  { label: 'Marché', to: pathTo('Market'), features: ['TRADE'] },
  { label: 'A propos', to: pathTo('Posts') },
];
