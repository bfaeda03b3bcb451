import type { PageLoader, RouteNameOfArea } from '@zu/shared-platform';
import HomePage from './home/HomePage';

/** The shell's own pages. The home is in the first bundle (a first visit of / loads no remote); others are split. */
export const shellPages: Record<RouteNameOfArea<'shell'>, PageLoader> = {
  Main: () => Promise.resolve({ default: HomePage }),
  Posts: () => import('./posts/PostsPage'),
  Post: () => import('./posts/PostPage'),
  BeginnersGuide: () => import('./guide/BeginnersGuidePage'),
  Commands: () => import('./commands/CommandsPage'),
  CGU: () => import('./code-of-conduct/CodeOfConductPage'),
  Team: () => import('./team/TeamPage'),
  Unavailable: () => import('./errors/UnavailablePage'),
  NotFound: () => import('./errors/NotFoundPage'),
};
