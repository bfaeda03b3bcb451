import { getRoute, routeTable, routesOfArea } from './route-table';

// The site's pages, row by row: name | path | owner | layout | features | page name.
const expected = `
Main|/|shell|default||Accueil
Posts|/actus|shell|default||Actualités
Post|/actu/:slug|shell|default||Actualité
BeginnersGuide|/guide|shell|default||Guide du débutant
Commands|/commandes|shell|default||Commandes
CGU|/codedeconduite|shell|default||Code de conduite
Team|/equipe|shell|default||L'équipe
Unavailable|/non-disponible|shell|default||Non disponible
NotFound|*|shell|default||Page introuvable
ItemsGrid|/catalogue/:pack?|catalogue|default||Catalogue
ItemsList|/catalogue/liste/:pack?|catalogue|default||Catalogue
Item|/carte/:slug|catalogue|default||Carte
Fusions|/fusions/:slug?|catalogue|default||Fusions
Boosters|/boosters|catalogue|default||Boosters
Stars|/stars|catalogue|default|STAR|Cartes STAR
Effects|/effets|catalogue|default|EFFECT|Cartes à effets
Constellations|/constellations|catalogue|default|UPGRADE|Constellations
UserOverview|/joueur/:discordUserName?|profile|default||Joueur
UserBanner|/joueur/:discordUserName/bannieres|profile|default||Bannières
UserInventory|/joueur/:discordUserName/inventaire|profile|default||Inventaire
UserCompare|/joueur/:discordUserName/comparer/:discordUsernameTwo?|profile|default||Comparer
UserAchievement|/joueur/:discordUserName/succes|profile|default||Succès
UserActivity|/joueur/:discordUserName/activite|profile|default||Activité
UserStats|/joueur/:discordUserName/stats|profile|default||Statistiques
UserReputation|/joueur/:discordUserName/reputation|profile|default|TOWER|Ascensions
UserInventoryConstellation|/joueur/:discordUserName/constellations|profile|default|UPGRADE|Constellations
Achievement|/succes/:slug|profile|default||Succès
LeaderboardOverview|/classement|leaderboards|default||Classements
LeaderboardGlobal|/classement/global|leaderboards|default||Classement général
LeaderboardGlobalTradeless|/classement/sansechange|leaderboards|default||Classement sans échange
LeaderboardFusion|/classement/fusion|leaderboards|default||Classement par fusion
LeaderboardAchievement|/classement/succes|leaderboards|default||Classement par succès
LeaderboardInventory|/classement/inventaire/:inventoryType|leaderboards|default||Classement inventaire
LeaderboardHardcore|/classement/hardcore/:displayMode/:seasonSelected?/:discordUserName?|leaderboards|default||Classement hardcore
LeaderboardTower|/classement/vortex|leaderboards|default|TOWER|Classement Vortex
LeaderboardRayouOfficial|/classement/rayouofficial|leaderboards|default|LUCKY|Classement Rayou Official
LeaderboardReputation|/classement/reputations|leaderboards|default|TOWER|Classement réputation
LeaderboardChallenges|/classement/defis|leaderboards|default|CHALLENGE|Classement défis
LeaderboardUpgraded|/classement/constellations|leaderboards|default|UPGRADE|Classement constellations
Stats|/stats|leaderboards|default||Statistiques
Forge|/forge|gamemodes|default||Forge
Tower|/vortex|gamemodes|default|TOWER|Vortex
Tournament|/arene|gamemodes|default|TOWER|Arène
Corporations|/corporations/:displayMode|gamemodes|default|CORPORATION|Corporations
CorpoDetail|/corporation/:corpo|gamemodes|default|CORPORATION|Corporation
HolidaysCalendar|/calendrier-festif/:discordUserName?|gamemodes|blank|CALENDAR|Calendrier festif
Tickets|/tickets|gamemodes|default|LUCKY|Tickets
Ticket|/ticket/:id|gamemodes|blank|LUCKY|Ticket
LuckyScratch|/lucky/:id|gamemodes|blank|LUCKY|Grattage
Premium|/abonnement|gamemodes|default|SUBSCRIPTION|Abonnement
Events|/en-ce-moment|gamemodes|default|AUTOMATED_EVENT,CHALLENGE|En ce moment
Hardcore|/hardcore|gamemodes|default||Hardcore
Boss|/boss|gamemodes|default|BOSS|Boss
Place|/place|gamemodes|default||z/place
Giveaway|/giveaway|gamemodes|blank||Giveaway
Market|/marche|market|default|TRADE|Marché
Shop|/echoppe|market|blank|SHOP|Échoppe
`
  .trim()
  .split('\n');

describe('route table', () => {
  it('holds exactly the routes of the site, in order, with owner, layout, features and page name', () => {
    const actual = routeTable.map((r) =>
      [r.name, r.path, r.area, r.layout, r.features.join(','), r.pageName].join('|'),
    );
    expect(actual).toEqual(expected);
  });

  it('has unique names and paths', () => {
    expect(new Set(routeTable.map((r) => r.name)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
  });

  it('marks only Boss as needing the boss toggle', () => {
    expect(routeTable.filter((r) => 'needsBossToggle' in r).map((r) => r.name)).toEqual(['Boss']);
  });

  it('finds routes by name and by owning area', () => {
    expect(getRoute('Item').path).toBe('/carte/:slug');
    expect(routesOfArea('market').map((r) => r.name)).toEqual(['Market', 'Shop']);
  });
});
