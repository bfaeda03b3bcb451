import type { GameFeature } from '@zu/shared-contract';
import { pathTo } from '@zu/shared-platform';

export interface NavItem {
  label: string;
  to: string;
  /** Leaves the site (opened in a new tab). */
  external?: boolean;
  /** Which unread dot it carries. */
  dot?: 'event' | 'patch';
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export interface NavContext {
  features: readonly GameFeature[];
  /** This site serves the hardcore rule set: some items exist only in one of the two. */
  ruleSet: 'NORMAL' | 'HARDCORE';
  bossToggle: boolean;
  suggestionsUrl: string;
}

/** The groups of the navigation bar and drawer, each item only when its conditions hold. */
export function navGroups({ features, ruleSet, bossToggle, suggestionsUrl }: NavContext): NavGroup[] {
  const has = (feature: GameFeature) => features.includes(feature);
  const hardcore = ruleSet === 'HARDCORE';
  const group = (label: string, items: (NavItem | false)[]): NavGroup => ({
    label,
    items: items.filter((item): item is NavItem => item !== false),
  });
  return [
    group('Cartes', [
      { label: 'Catalogue', to: pathTo('ItemsGrid') },
      { label: 'Boosters', to: pathTo('Boosters') },
      has('UPGRADE') && { label: 'Constellation', to: pathTo('Constellations') },
      { label: 'Fusions', to: pathTo('Fusions') },
      has('STAR') && !hardcore && { label: 'STAR', to: pathTo('Stars') },
      has('EFFECT') && hardcore && { label: 'Cartes à effets', to: pathTo('Effects') },
      has('LUCKY') && { label: 'Tickets', to: pathTo('Tickets') },
      has('SHOP') && { label: 'Échoppe', to: pathTo('Shop') },
    ]),
    group('Modes de jeu', [
      (has('AUTOMATED_EVENT') || has('CHALLENGE')) && { label: 'En ce moment', to: pathTo('Events'), dot: 'event' },
      has('TOWER') && { label: 'Vortex', to: pathTo('Tower') },
      has('TOWER') && { label: 'Arène', to: pathTo('Tournament') },
      { label: 'Forge', to: pathTo('Forge') },
      has('SUBSCRIPTION') && { label: 'Abonnement', to: pathTo('Premium') },
      has('CORPORATION') && { label: 'Corporations', to: pathTo('Corporations', { displayMode: 'liste' }) },
      { label: 'Hardcore', to: pathTo('Hardcore') },
      bossToggle && has('BOSS') && { label: 'Boss', to: pathTo('Boss') },
      { label: 'z/place', to: pathTo('Place') },
    ]),
    group('Classements', [
      { label: 'Tops', to: pathTo('LeaderboardOverview') },
      { label: 'Général', to: pathTo('LeaderboardGlobal') },
      has('TRADE') && { label: 'Sans échange', to: pathTo('LeaderboardGlobalTradeless') },
      { label: 'Par fusion', to: pathTo('LeaderboardFusion') },
      { label: 'Par succès', to: pathTo('LeaderboardAchievement') },
      has('TOWER') && { label: 'Vortex', to: pathTo('LeaderboardTower', {}, { seasonOffset: 1 }) },
      has('LUCKY') && { label: 'Rayou Official', to: pathTo('LeaderboardRayouOfficial') },
      { label: 'Inventaire', to: pathTo('LeaderboardInventory', { inventoryType: 'uniques' }) },
      has('TOWER') && { label: 'Réputation', to: pathTo('LeaderboardReputation') },
      has('CHALLENGE') && { label: 'Défis', to: pathTo('LeaderboardChallenges') },
      has('UPGRADE') && { label: 'Constellations', to: pathTo('LeaderboardUpgraded') },
      { label: 'Hardcore echecs', to: pathTo('LeaderboardHardcore', { displayMode: 'echecs' }) },
    ]),
    group('A propos', [
      { label: 'Actualités', to: pathTo('Posts'), dot: 'patch' },
      !hardcore && { label: 'Guide du débutant', to: pathTo('BeginnersGuide') },
      !hardcore && { label: 'Commandes', to: pathTo('Commands') },
      { label: 'Statistiques', to: pathTo('Stats') },
      { label: 'Suggestions', to: suggestionsUrl, external: true },
      { label: "L'équipe", to: pathTo('Team') },
      { label: 'Code de conduite', to: pathTo('CGU') },
    ]),
  ];
}

/** 'Marché' is a link of its own in the bar, shown while TRADE is active. */
export const marketLink = (features: readonly GameFeature[]): NavItem | undefined =>
  features.includes('TRADE') ? { label: 'Marché', to: pathTo('Market') } : undefined;
