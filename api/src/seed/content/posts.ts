// News posts, in Markdown. Authors are staff accounts; one post mentions a player, one quotes an HTML
// injection attempt as plain text (the site must show it, never run it).
import { wellKnownAccounts } from './players';

export interface PostDefinition {
  slug: string;
  title: string;
  /** ISO date-time, UTC. */
  date: string;
  author: 'gameMaster' | 'cardKeeper' | 'scribe';
  content: string;
}

const mention = (discordId: string): string => `<@${discordId}>`;

/** The posts that are the same in every world; the season posts follow the world's seasons (seasonPosts). */
export const postDefinitions: PostDefinition[] = [
  {
    slug: 'lancement-du-mode-hardcore',
    title: 'Le mode hardcore est lancé !',
    date: '2024-07-27T10:00:00Z',
    author: 'gameMaster',
    content: `## Une nouvelle façon de jouer

Le mode **hardcore** ouvre ses portes aujourd’hui. Le principe est simple : une collection toute neuve, les mêmes cartes, mais **un oubli de /journa et on recommence tout**.

### Ce qui change

- Ton compte hardcore est séparé de ton compte normal : monnaie, poudre, inventaire et corporation.
- Chaque jour sans /journa remet ta progression à zéro.
- Les classements hardcore sont indépendants des classements normaux.

### Ce qui ne change pas

Le catalogue est le même pour tout le monde : tu peux le parcourir sur la page [Catalogue](/catalogue).

Bonne chance, et n’oubliez pas de mettre un réveil !`,
  },
  {
    slug: 'notes-de-mise-a-jour-1-8-0',
    title: 'Notes de mise à jour 1.8.0',
    date: '2024-09-14T16:30:00Z',
    author: 'scribe',
    content: `## Nouveautés

- **Corporations** : la trésorerie affiche désormais l’historique des dons de chaque membre.
- Le bonus **Butin** de corporation s’applique aussi à la commande /bonus.
- Nouvelle page [Corporations](/corporations/liste) pour trouver une équipe qui recrute.

## Corrections

- Les cartes dorées n’apparaissaient pas dans le comptage des doublons.
- Le classement par succès ne se mettait plus à jour après minuit.

Merci à toutes les personnes qui ont signalé ces problèmes sur le serveur communautaire !`,
  },
  {
    slug: 'notes-de-mise-a-jour-2-0-0',
    title: 'Notes de mise à jour 2.0.0 : les cartes chromatiques',
    date: '2024-12-05T18:00:00Z',
    author: 'gameMaster',
    content: `## Les chromatiques arrivent

Après les cartes normales et les cartes dorées, voici un troisième niveau de brillance : les cartes **chromatiques**.

- Elles s’obtiennent par invocation chromatique (2000 pièces).
- Toutes les cartes n’existent pas en version chromatique : cherche le filtre **Chromatiques** dans le [catalogue](/catalogue).
- Leur score est bien plus élevé que celui des versions dorées.

## Autres changements

1. Le niveau de brillance remplace l’ancien indicateur « doré » partout sur le site.
2. Le recyclage et la création tiennent compte du niveau de brillance.

Bonne chasse aux reflets !`,
  },
  {
    slug: 'patch-notes-2-1',
    title: 'Notes de mise à jour 2.1.0 : ouverture du marché',
    date: '2025-01-28T12:00:00Z',
    author: 'scribe',
    content: `## Le marché ouvre ses portes

Vous l’attendiez depuis longtemps : le **marché** permet enfin d’échanger des cartes entre joueurs.

- Chaque joueur a une **limite d’échanges quotidienne**, affichée sur son profil.
- Les joueurs qui n’ont jamais échangé restent dans le classement [Sans échange](/classement/sansechange).
- Certaines cartes ne sont pas échangeables : elles portent la mention dans leur fiche.

## Corrections

- Le calendrier festif pouvait proposer deux fois la même case.
- L’avatar de certains joueurs ne s’affichait pas dans les corporations.`,
  },
  {
    slug: 'guide-bien-debuter',
    title: 'Conseils : bien débuter sa collection',
    date: '2025-03-10T09:00:00Z',
    author: 'cardKeeper',
    content: `## Cinq conseils pour bien commencer

1. **Fais ta /journa tous les jours.** C’est la base : monnaie et poudre créatrice garanties.
2. **Ne recycle pas tes cartes uniques.** Garde toujours un exemplaire de chaque carte, recycle seulement les doublons.
3. **Vise les fusions.** Certaines cartes ne s’obtiennent qu’en fusionnant : la page [Fusions](/fusions) liste les ingrédients.
4. **Rejoins une corporation.** Le bonus de butin profite à tous les membres.
5. **Garde de la poudre pour l’abonnement.** Il coûte 2000 poudres créatrices par mois, le premier mois est offert.

## Le vocabulaire

- **Poudre créatrice** : gagnée en recyclant les cartes du pack Classique.
- **Cristal d’histoire** : gagné en recyclant les cartes des autres packs.
- **Éclat d’étoile** : sert à faire évoluer les constellations.

Pour aller plus loin, lis le [guide du débutant](/guide).`,
  },
  {
    slug: 'evenement-grande-parade-du-carnaval',
    title: 'Événement : la Grande Parade du Carnaval',
    date: '2025-05-20T17:00:00Z',
    author: 'cardKeeper',
    content: `## La parade commence ce soir !

Du **20 mai au 3 juin**, les cartes du pack **Carnaval des Ombres** reviennent en invocation spéciale.

### Au programme

- Une invocation d’événement à prix réduit, **une seule fois par joueur**.
- Des défis hebdomadaires sur le thème du cirque.
- Une bannière exclusive pour les joueurs qui complètent le pack.

Retrouve tous les détails sur la page [En ce moment](/en-ce-moment).`,
  },
  {
    slug: 'securite-proteger-son-compte',
    title: 'Sécurité : protéger son compte',
    date: '2025-10-15T14:00:00Z',
    author: 'scribe',
    content: `## Quelques règles simples

- Ne partage **jamais** ton mot de passe ni tes jetons de connexion, même avec un membre de l’équipe.
- L’équipe ne te demandera jamais de te connecter ailleurs que sur la page officielle.
- Méfie-toi des liens de tickets envoyés par des inconnus.

## Et côté site ?

Les actualités et les descriptions sont affichées comme du texte : aucun code caché dans un message ne peut s’exécuter. Par exemple, si quelqu’un écrit <img src=x onerror="alert(1)"> dans une actualité, le site affiche simplement ce texte, sans rien lancer.

Un doute ? Contacte un **Aide Communautaire** sur le serveur.`,
  },
  {
    slug: 'notes-de-mise-a-jour-2-2-0',
    title: 'Notes de mise à jour 2.2.0 : les cartes à effet',
    date: '2026-01-10T11:00:00Z',
    author: 'gameMaster',
    content: `## Les cartes à effet arrivent en hardcore

Vingt nouvelles cartes apportent des **bonus** et des **malus** tant qu’elles restent dans ton inventaire :

- **Points** : plus ou moins 500 points au score ;
- **Monnaie** : plus ou moins 500 pièces chaque nuit à minuit ;
- **Recyclage** : plus ou moins 30 % sur les gains ;
- **Forge** : plus ou moins 30 % sur les prix ;
- **Chance** : la probabilité de tirer une carte à effet change de 0,5 %.

Toutes les cartes sont visibles sur la page [Cartes à effets](/effets).

## Corrections

- Le compteur d’invocations avant la garantie affichait une valeur arrondie au mauvais chiffre.`,
  },
  {
    slug: 'evenement-printemps-des-dragons',
    title: 'Événement : le Printemps des Dragons',
    date: '2026-03-21T17:00:00Z',
    author: 'cardKeeper',
    content: `## Les dragons se réveillent

Le nouveau pack **Vallée des Dragons** est disponible ! Pour fêter ça :

- une invocation d’événement avec la garantie activée ;
- un **étage spécial** dans le [Vortex](/vortex) pendant deux semaines ;
- des défis quotidiens avec des éclats d’étoile à gagner.

Attention aux **Dragonnets** : ils sont petits, mais ils mordent.`,
  },
  {
    slug: 'joueur-du-mois-juin-2026',
    title: 'Le joueur du mois : juin 2026',
    date: '2026-06-15T12:00:00Z',
    author: 'scribe',
    content: `## Bravo !

Ce mois-ci, l’équipe salue ${mention(wellKnownAccounts.testPlayer.discordId)}, qui a complété **toutes les fusions du pack Forges Ardentes** sans un seul échange.

### Son mois en chiffres

- **12** fusions réalisées ;
- **30** journas d’affilée ;
- **0** carte échangée.

### Son conseil

> « Recyclez vos doublons avec patience, et ne sautez jamais une /journa. »

Tu veux être le prochain joueur du mois ? Partage tes plus belles collections sur le serveur communautaire.`,
  },
  {
    slug: 'notes-de-mise-a-jour-2-3-0',
    title: 'Notes de mise à jour 2.3.0',
    date: '2026-10-20T15:00:00Z',
    author: 'scribe',
    content: `## Nouveautés

- Nouveau site compagnon : **plus rapide**, et chaque section se charge seulement quand tu en as besoin.
- La recherche rapide trouve maintenant les joueurs, les cartes, les succès **et les corporations**.
- Le pack **Bibliothèque Interdite** rejoint le catalogue.

## Améliorations

1. Les pages de profil ne se rechargent plus quand tu changes d’onglet.
2. Le catalogue se souvient de tes filtres.
3. Les images des cartes sont plus légères.

## Corrections

- Les noms de corporation trop longs débordaient de la fiche.
- Le bouton **Changer de bannière** restait grisé après une erreur.

Retrouve toutes les actualités sur la page [Actualités](/actus).`,
  },
];

/** A hardcore season as its posts name it. */
export interface SeasonOfPost {
  index: number;
  /** YYYY-MM-DD. */
  beginDate: string;
  endDate: string;
}

const frenchDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayText = (date: string) => frenchDay.format(new Date(`${date}T12:00:00Z`));

/**
 * The game master's posts on the world's last two hardcore seasons, each on the day it began: the rules and rewards
 * of the one before, the opening of the running one. Written from the seasons the world plays, so a post's number
 * and dates are the season list's.
 */
export function seasonPosts(previous: SeasonOfPost | undefined, current: SeasonOfPost): PostDefinition[] {
  const posts: PostDefinition[] = [];
  if (previous) {
    posts.push({
      slug: `saison-hardcore-${previous.index}`,
      title: `Saison hardcore ${previous.index} : règles et récompenses`,
      date: `${previous.beginDate}T08:00:00Z`,
      author: 'gameMaster',
      content: `## La saison ${previous.index} démarre

La saison ${previous.index} du mode hardcore commence aujourd’hui et se terminera le ${dayText(previous.endDate)}.

### Les règles

- Une /journa manquée, et ta progression hardcore repart de zéro.
- Les cartes à effet restent actives tant qu’elles sont dans ton inventaire.
- Le classement de saison est figé à la dernière minute de la saison.

### Les récompenses

| Place | Récompense |
|---|---|
| 1 à 3 | Bannière **Survivant hardcore** et 5000 poudres |
| 4 à 50 | 2000 poudres |
| Tous les survivants | 500 poudres |

Consulte la page [Hardcore](/hardcore) pour suivre la saison.`,
    });
  }
  posts.push({
    slug: `saison-hardcore-${current.index}`,
    title: `Saison hardcore ${current.index} : c’est parti`,
    date: `${current.beginDate}T08:00:00Z`,
    author: 'gameMaster',
    content: `## Nouvelle saison, nouveau départ

La **saison ${current.index}** du mode hardcore commence aujourd’hui et dure jusqu’au ${dayText(current.endDate)}. Les compteurs repartent à zéro pour tout le monde.

### Les nouveautés de la saison

- Les corporations hardcore gagnent un niveau de bonus supplémentaire.
- Le [classement hardcore](/classement/hardcore/echecs) affiche désormais les échecs de la saison.
- Une bannière **Renaissance du phénix** récompense les joueurs qui reviennent après un échec.

Bon courage à toutes et à tous !`,
  });
  return posts;
}
