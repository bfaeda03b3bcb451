import type { GameFeature } from '@zu/shared-contract';
import type { RouteName } from '@zu/shared-platform';

export interface UserTab {
  label: string;
  route: Extract<RouteName, `User${string}`>;
  features?: readonly GameFeature[];
}

/** The tabs of the User layout, in order. */
export const userTabs: readonly UserTab[] = [
  { label: 'Inventaire', route: 'UserInventory' },
  { label: 'Activité', route: 'UserActivity' },
  { label: 'Ascensions', route: 'UserReputation', features: ['TOWER'] },
  { label: 'Succès', route: 'UserAchievement' },
  { label: 'Statistiques', route: 'UserStats' },
  { label: 'Bannières', route: 'UserBanner' },
];
