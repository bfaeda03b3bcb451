import type { GameFeature } from '@zu/shared-contract';
import { pathTo } from '@zu/shared-platform';

export interface UserMenuItem {
  label: string;
  to: string;
}

export interface UserMenuContext {
  userName: string;
  features: readonly GameFeature[];
  inCalendarPeriod: boolean;
  corporation?: { id: string; name: string } | undefined;
}

/** The user menu, in order, with each item's conditions. */
export function userMenuItems({ userName, features, inCalendarPeriod, corporation }: UserMenuContext): UserMenuItem[] {
  const has = (feature: GameFeature) => features.includes(feature);
  const user = { discordUserName: userName };
  const items: (UserMenuItem | false)[] = [
    { label: 'Profil', to: pathTo('UserOverview', user) },
    { label: 'Inventaire', to: pathTo('UserInventory', user) },
    inCalendarPeriod && has('CALENDAR') && { label: 'Calendrier', to: pathTo('HolidaysCalendar', user) },
    has('UPGRADE') && { label: 'Constellation', to: pathTo('UserInventoryConstellation', user) },
    { label: 'Activité', to: pathTo('UserActivity', user) },
    has('TOWER') && { label: 'Ascensions', to: pathTo('UserReputation', user) },
    { label: 'Succès', to: pathTo('UserAchievement', user) },
    { label: 'Statistiques', to: pathTo('UserStats', user) },
    { label: 'Bannières', to: pathTo('UserBanner', user) },
    corporation !== undefined &&
      has('CORPORATION') && { label: corporation.name, to: pathTo('CorpoDetail', { corpo: corporation.id }) },
  ];
  return items.filter((item): item is UserMenuItem => item !== false);
}
