import { introPage, type PageLoader, type RouteNameOfArea } from '@zu/shared-platform';
import HomePage from './home/HomePage';

/** The shell's own pages. The home is in the first bundle (a first visit of / loads no remote); others are split. */
export const shellPages: Record<RouteNameOfArea<'shell'>, PageLoader> = {
  Main: () => Promise.resolve({ default: HomePage }),
  Posts: introPage('Actualités', 'Les annonces, notes de mise à jour et événements du jeu.'),
  Post: introPage('Actualité', "Une annonce de l'équipe du jeu."),
  BeginnersGuide: introPage('Guide du débutant', "Tout ce qu'il faut savoir pour bien commencer ta collection."),
  Commands: introPage('Commandes', 'Les commandes du bot à utiliser sur le serveur de la communauté.'),
  CGU: introPage('Code de conduite', 'Les règles de bonne conduite à respecter sur le jeu et le serveur.'),
  Team: introPage("L'équipe", 'Les personnes qui font vivre le jeu et sa communauté.'),
  Unavailable: () => import('./errors/UnavailablePage'),
  NotFound: () => import('./errors/NotFoundPage'),
};
