import { gameNumbers } from '@zu/shared-contract/constants';
import { introPage, type PageMap } from '@zu/shared-platform';

/**
 * Exposed as `./pages`: every route this area owns (the type makes the map complete), loaded lazily.
 * Pages whose full content comes with a later issue show their heading and what they are for.
 */
export const pages: PageMap<'gamemodes'> = {
  Forge: introPage('Forge', 'La forge : recycle tes cartes en poudre et fabrique celles qui te manquent.'),
  Tower: introPage('Vortex', 'Le Vortex : une tour à gravir étage par étage, une saison à la fois.'),
  Tournament: introPage('Arène', "L'Arène : le tournoi de la saison du Vortex."),
  Corporations: () => import('./features/corporations/components/CorporationsPage'),
  CorpoDetail: () => import('./features/corporations/components/CorporationDetailPage'),
  HolidaysCalendar: introPage(
    'Calendrier festif',
    'Le calendrier festif : une case à ouvrir chaque jour de la période des fêtes.',
  ),
  Tickets: () => import('./features/lucky/components/TicketsPage'),
  Ticket: () => import('./features/lucky/components/TicketPage'),
  LuckyScratch: () => import('./features/lucky/components/LuckyScratchPage'),
  Premium: introPage(
    'Abonnement',
    `L'abonnement : ${gameNumbers.subscription.days} jours de bonus, payés en poudre créatrice.`,
  ),
  Events: introPage('En ce moment', 'Les événements et défis en cours.'),
  Hardcore: introPage('Hardcore', 'Le mode hardcore : un seul tirage quotidien oublié et ta partie recommence.'),
  Boss: introPage('Boss', 'Le boss : unissez vos forces pour le vaincre.'),
  Place: introPage('z/place', 'z/place : la grande toile collaborative des joueurs.'),
  Giveaway: introPage('Giveaway', 'Les cadeaux à gagner auprès de la communauté.'),
};

/** Which build of this remote is live (`local`, or a release version). */
export const buildId = __ZU_BUILD_ID__;
