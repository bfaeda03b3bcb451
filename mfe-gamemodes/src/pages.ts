import type { PageMap } from '@zu/shared-platform';
import { loadOnDemandParts } from '@zu/shared-ui';

/** Exposed as `./pages`: every route this area owns (the type makes the map complete), loaded lazily. */
export const pages: PageMap<'gamemodes'> = {
  // The planner's tabs are drawn at once: their code comes with the page's.
  Forge: () =>
    Promise.all([import('./features/forge/components/ForgePage'), loadOnDemandParts()]).then(([page]) => page),
  Tower: () => import('./features/tower/components/TowerPage'),
  Tournament: () => import('./features/tower/components/TournamentPage'),
  Corporations: () => import('./features/corporations/components/CorporationsPage'),
  CorpoDetail: () => import('./features/corporations/components/CorporationDetailPage'),
  HolidaysCalendar: () => import('./features/calendar/components/HolidaysCalendarPage'),
  Tickets: () => import('./features/lucky/components/TicketsPage'),
  Ticket: () => import('./features/lucky/components/TicketPage'),
  LuckyScratch: () => import('./features/lucky/components/LuckyScratchPage'),
  Premium: () => import('./features/premium/components/PremiumPage'),
  Events: () => import('./features/events/components/EventsPage'),
  Hardcore: () => import('./features/hardcore/components/HardcorePage'),
  Boss: () => import('./features/boss/components/BossPage'),
  Place: () => import('./features/place/components/PlacePage'),
  Giveaway: () => import('./features/giveaway/components/GiveawayPage'),
};

/** Which build of this remote is live (`local`, or a release version). */
export const buildId = __ZU_BUILD_ID__;
