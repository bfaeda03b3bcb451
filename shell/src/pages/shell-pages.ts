import type { ComponentType } from 'react';
import type { PageLoader, RouteNameOfArea } from '@zu/shared-platform';
import HomePage from './home/HomePage';

/**
 * Pages in the first bundle, rendered without a loading step: the home's hero is the first paint of `/` (and its
 * HTML is rendered at build time), so its first render must not suspend. A first visit of / loads no remote.
 */
export const eagerShellPages: Partial<Record<RouteNameOfArea<'shell'>, ComponentType>> = { Main: HomePage };

/** The shell's own pages; all but the eager ones are split. */
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
