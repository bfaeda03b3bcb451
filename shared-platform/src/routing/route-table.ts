import type { GameFeature } from '@zu/shared-contract';
import type { Area } from '../areas/areas';

export type LayoutName = 'default' | 'blank';

export interface RouteDefinition {
  /** Route name; the page container id is `<name>-page`. */
  readonly name: string;
  /** react-router path pattern. */
  readonly path: string;
  /** The app that owns and renders the page. */
  readonly area: Area;
  readonly layout: LayoutName;
  /** The route opens when any of these is active; empty: always open. */
  readonly features: readonly GameFeature[];
  /** The Boss route also needs the boss toggle of the runtime config. */
  readonly needsBossToggle?: boolean;
  /** French page name for the title '<page> | <product> Hardcore'. */
  readonly pageName: string;
  /** Routes of a group render inside one shared layout page, which stays mounted between them. */
  readonly group?: RouteGroup;
}

/**
 * The User routes share one layout owned by the profile remote: its header does not reload when
 * switching tabs. The layout is a page of the owning remote, named here, rendering an <Outlet />.
 */
export const routeGroups = { User: { area: 'profile', layoutPage: 'UserLayout' } } as const;
export type RouteGroup = keyof typeof routeGroups;
export type GroupLayoutPage = (typeof routeGroups)[RouteGroup]['layoutPage'];
export type GroupLayoutPageOfArea<A extends Area> = Extract<
  (typeof routeGroups)[RouteGroup],
  { area: A }
>['layoutPage'];

const r = <const N extends string, const P extends string, const A extends Area>(
  name: N,
  path: P,
  area: A,
  pageName: string,
  options: { layout?: LayoutName; features?: readonly GameFeature[]; needsBossToggle?: boolean } = {},
) =>
  ({
    name,
    path,
    area,
    pageName,
    layout: options.layout ?? 'default',
    features: options.features ?? [],
    ...(options.needsBossToggle ? { needsBossToggle: true } : {}),
    ...(isUserRoute(name) ? { group: 'User' as const } : {}),
  }) as const;

/** The named-route table: every page of the site, with its owner, layout, features and French name. */
export const routeTable = [
  // shell
  r('Main', '/', 'shell', 'Accueil'),
  r('Posts', '/actus', 'shell', 'Actualités'),
  r('Post', '/actu/:slug', 'shell', 'Actualité'),
  r('BeginnersGuide', '/guide', 'shell', 'Guide du débutant'),
  r('Commands', '/commandes', 'shell', 'Commandes'),
  r('CGU', '/codedeconduite', 'shell', 'Code de conduite'),
  r('Team', '/equipe', 'shell', "L'équipe"),
  r('Unavailable', '/non-disponible', 'shell', 'Non disponible'),
  r('NotFound', '*', 'shell', 'Page introuvable'),
  // catalogue
  r('ItemsGrid', '/catalogue/:pack?', 'catalogue', 'Catalogue'),
  r('ItemsList', '/catalogue/liste/:pack?', 'catalogue', 'Catalogue'),
  r('Item', '/carte/:slug', 'catalogue', 'Carte'),
  r('Fusions', '/fusions/:slug?', 'catalogue', 'Fusions'),
  r('Boosters', '/boosters', 'catalogue', 'Boosters'),
  r('Stars', '/stars', 'catalogue', 'Cartes STAR', { features: ['STAR'] }),
  r('Effects', '/effets', 'catalogue', 'Cartes à effets', { features: ['EFFECT'] }),
  r('Constellations', '/constellations', 'catalogue', 'Constellations', { features: ['UPGRADE'] }),
  // profile
  r('UserOverview', '/joueur/:discordUserName?', 'profile', 'Joueur'),
  r('UserBanner', '/joueur/:discordUserName/bannieres', 'profile', 'Bannières'),
  r('UserInventory', '/joueur/:discordUserName/inventaire', 'profile', 'Inventaire'),
  r('UserCompare', '/joueur/:discordUserName/comparer/:discordUsernameTwo?', 'profile', 'Comparer'),
  r('UserAchievement', '/joueur/:discordUserName/succes', 'profile', 'Succès'),
  r('UserActivity', '/joueur/:discordUserName/activite', 'profile', 'Activité'),
  r('UserStats', '/joueur/:discordUserName/stats', 'profile', 'Statistiques'),
  r('UserReputation', '/joueur/:discordUserName/reputation', 'profile', 'Ascensions', { features: ['TOWER'] }),
  r('UserInventoryConstellation', '/joueur/:discordUserName/constellations', 'profile', 'Constellations', {
    features: ['UPGRADE'],
  }),
  r('Achievement', '/succes/:slug', 'profile', 'Succès'),
  // leaderboards
  r('LeaderboardOverview', '/classement', 'leaderboards', 'Classements'),
  r('LeaderboardGlobal', '/classement/global', 'leaderboards', 'Classement général'),
  r('LeaderboardGlobalTradeless', '/classement/sansechange', 'leaderboards', 'Classement sans échange'),
  r('LeaderboardFusion', '/classement/fusion', 'leaderboards', 'Classement par fusion'),
  r('LeaderboardAchievement', '/classement/succes', 'leaderboards', 'Classement par succès'),
  r('LeaderboardInventory', '/classement/inventaire/:inventoryType', 'leaderboards', 'Classement inventaire'),
  r(
    'LeaderboardHardcore',
    '/classement/hardcore/:displayMode/:seasonSelected?/:discordUserName?',
    'leaderboards',
    'Classement hardcore',
  ),
  r('LeaderboardTower', '/classement/vortex', 'leaderboards', 'Classement Vortex', { features: ['TOWER'] }),
  r('LeaderboardRayouOfficial', '/classement/rayouofficial', 'leaderboards', 'Classement Rayou Official', {
    features: ['LUCKY'],
  }),
  r('LeaderboardReputation', '/classement/reputations', 'leaderboards', 'Classement réputation', {
    features: ['TOWER'],
  }),
  r('LeaderboardChallenges', '/classement/defis', 'leaderboards', 'Classement défis', { features: ['CHALLENGE'] }),
  r('LeaderboardUpgraded', '/classement/constellations', 'leaderboards', 'Classement constellations', {
    features: ['UPGRADE'],
  }),
  r('Stats', '/stats', 'leaderboards', 'Statistiques'),
  // game modes
  r('Forge', '/forge', 'gamemodes', 'Forge'),
  r('Tower', '/vortex', 'gamemodes', 'Vortex', { features: ['TOWER'] }),
  r('Tournament', '/arene', 'gamemodes', 'Arène', { features: ['TOWER'] }),
  r('Corporations', '/corporations/:displayMode', 'gamemodes', 'Corporations', { features: ['CORPORATION'] }),
  r('CorpoDetail', '/corporation/:corpo', 'gamemodes', 'Corporation', { features: ['CORPORATION'] }),
  r('HolidaysCalendar', '/calendrier-festif/:discordUserName?', 'gamemodes', 'Calendrier festif', {
    layout: 'blank',
    features: ['CALENDAR'],
  }),
  r('Tickets', '/tickets', 'gamemodes', 'Tickets', { features: ['LUCKY'] }),
  r('Ticket', '/ticket/:id', 'gamemodes', 'Ticket', { layout: 'blank', features: ['LUCKY'] }),
  r('LuckyScratch', '/lucky/:id', 'gamemodes', 'Grattage', { layout: 'blank', features: ['LUCKY'] }),
  r('Premium', '/abonnement', 'gamemodes', 'Abonnement', { features: ['SUBSCRIPTION'] }),
  r('Events', '/en-ce-moment', 'gamemodes', 'En ce moment', { features: ['AUTOMATED_EVENT', 'CHALLENGE'] }),
  r('Hardcore', '/hardcore', 'gamemodes', 'Hardcore'),
  r('Boss', '/boss', 'gamemodes', 'Boss', { features: ['BOSS'], needsBossToggle: true }),
  r('Place', '/place', 'gamemodes', 'z/place'),
  r('Giveaway', '/giveaway', 'gamemodes', 'Giveaway', { layout: 'blank' }),
  // market
  r('Market', '/marche', 'market', 'Marché', { features: ['TRADE'] }),
  r('Shop', '/echoppe', 'market', 'Échoppe', { layout: 'blank', features: ['SHOP'] }),
] as const satisfies readonly RouteDefinition[];

export type AppRoute = (typeof routeTable)[number];
export type RouteName = AppRoute['name'];
export type RouteOf<N extends RouteName> = Extract<AppRoute, { name: N }>;
export type RouteNameOfArea<A extends Area> = Extract<AppRoute, { area: A }>['name'];

/** `/liste/:pack?` sends the visitor to ItemsList, keeping the query. */
export const listRedirect = { from: '/liste/:pack?', to: 'ItemsList' } as const;

/**
 * Every pattern the router answers with a page or a redirect, the 404's catch-all (`*`) aside: the shell's build
 * writes them out for its server, which answers an address none of them matches with the 404 status.
 */
export const pagePathPatterns: readonly string[] = [
  listRedirect.from,
  ...routeTable.map((route) => route.path).filter((path) => path !== '*'),
];

const byName = new Map<string, AppRoute>(routeTable.map((route) => [route.name, route]));

export function getRoute<N extends RouteName>(name: N): RouteOf<N> {
  return byName.get(name) as RouteOf<N>;
}

export function routesOfArea<A extends Area>(area: A): Extract<AppRoute, { area: A }>[] {
  return routeTable.filter((route): route is Extract<AppRoute, { area: A }> => route.area === area);
}

/** Routes whose name starts with 'User' carry the player's name as the second path segment. */
export function isUserRoute(name: string): boolean {
  return name.startsWith('User');
}
