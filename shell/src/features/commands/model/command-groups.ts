import { gameNumbers } from '@zu/shared-contract/constants';
import { pityRarityWords } from '@zu/shared-platform';
import { formatNumber, formatNumberList } from '@zu/shared-ui';

export interface BotCommand {
  /** As typed on the server; `<x>` is required, `[x]` optional. */
  usage: string;
  description: string;
}

export interface CommandGroup {
  id: string;
  title: string;
  summary: string;
  commands: readonly BotCommand[];
}

const { calendar, challenges, constellation, corporation, invocation, loot, subscription, tower } = gameNumbers;
const zuMonnaie = (amount: number) => `${formatNumber(amount)} ZUMonnaie`;

export const commandGroups: readonly CommandGroup[] = [
  {
    id: 'quotidien',
    title: 'Quotidien',
    summary: 'Les commandes à ne jamais oublier : en hardcore, un seul /journa manqué remet toute ta partie à zéro.',
    commands: [
      {
        usage: '/journa',
        description:
          `Récupère ton butin du jour : ${zuMonnaie(loot.balance)} et ${loot.loreDust} Poudre créatrice ` +
          `(${zuMonnaie(loot.subscriberBalance)} avec l'abonnement). Une fois par jour, tous les jours.`,
      },
      {
        usage: '/bonus',
        description:
          "Récupère ton butin de la semaine, aussi généreux qu'un /journa. Disponible dès que tu as fait " +
          `${loot.dailiesPerWeeklyBonus} /journa depuis ton dernier bonus. Abonné(e), tu peux aussi l'utiliser en ` +
          `attendant : chaque utilisation est un bonus d'abonnement, ${subscription.bonusLimit} par jour au plus.`,
      },
      {
        usage: '/défis',
        description: `Affiche tes ${challenges.active} défis en cours, ta progression et la Poudre créatrice que rapporte chacun.`,
      },
      {
        usage: '/calendrier',
        description: `Ouvre la case du jour du calendrier festif, du 1er au ${calendar.lastDay} décembre.`,
      },
    ],
  },
  {
    id: 'invocations',
    title: 'Invocations',
    summary: 'Dépense ta ZUMonnaie pour obtenir de nouvelles cartes.',
    commands: [
      {
        usage: '/im',
        description: `Invocation normale : une carte au hasard pour ${zuMonnaie(invocation.costs.BASIC)}.`,
      },
      {
        usage: '/im dorée',
        description: `Invocation dorée : une carte dorée au hasard pour ${zuMonnaie(invocation.costs.GOLDEN)}.`,
      },
      {
        usage: '/im chroma',
        description: `Invocation chromatique : une carte chromatique au hasard pour ${zuMonnaie(invocation.costs.CHROMA)}.`,
      },
      {
        usage: '/im <événement>',
        description:
          "Invoque sur la bannière de l'événement en cours, à son prix et parmi ses cartes. Certaines bannières ne s'invoquent qu'une fois.",
      },
      {
        usage: '/pitié',
        description:
          `Indique dans combien d'invocations tombe ta carte de ${pityRarityWords} garantie, celle-ci comprise : ` +
          "à 1, c'est ta prochaine invocation.",
      },
    ],
  },
  {
    id: 'collection',
    title: 'Collection',
    summary: 'Gère ton inventaire et transforme tes doublons en progression.',
    commands: [
      {
        usage: '/inventaire [joueur]',
        description: "Résume ta collection (ou celle d'un autre joueur), pack par pack.",
      },
      {
        usage: '/carte <nom>',
        description: 'Affiche une carte : rareté, pack, versions que tu possèdes et recettes où elle sert.',
      },
      {
        usage: '/recyclage <carte> [quantité]',
        description:
          "Recycle des exemplaires en trop : Poudre créatrice pour les cartes du pack Classique, Cristal d'histoire pour les autres packs.",
      },
      {
        usage: '/création <carte>',
        description:
          "Crée une carte normale qui te manque, payée en Poudre créatrice ou en Cristal d'histoire selon son pack.",
      },
      {
        usage: '/enchantement <carte>',
        description:
          "Transforme un exemplaire normal en version dorée. L'exemplaire normal est consommé, en plus du coût de création dorée.",
      },
      {
        usage: '/fusion <carte>',
        description:
          'Fusionne les cartes de la recette (toutes consommées, dans les quantités demandées) pour obtenir la carte fusionnée.',
      },
      {
        usage: '/constellation <carte>',
        description:
          `Consomme un doublon d'une carte améliorable : +${constellation.upgradeDustPerDuplicate} Éclat d'étoile ` +
          'et un niveau de constellation en plus.',
      },
      {
        usage: '/évolution <carte>',
        description: "Fait passer une carte à l'étape suivante de son évolution, contre des Éclats d'étoile.",
      },
    ],
  },
  {
    id: 'vortex',
    title: 'Vortex et Arène',
    summary: 'Grimpe la tour de la saison et gagne la réputation de son clan.',
    commands: [
      {
        usage: '!as',
        description:
          `Lance une ascension du Vortex : ${tower.attemptLoreDustCost} Poudre créatrice par tentative, ` +
          `${tower.attemptsPerDay} tentatives par jour, ${tower.floors} étages à gravir.`,
      },
      {
        usage: '/vortex',
        description: 'Présente la saison en cours : sa tour, son pack, ton meilleur étage et tes tentatives restantes.',
      },
      { usage: '/réputation', description: 'Affiche ta réputation auprès de chaque clan et le niveau atteint.' },
      { usage: '/arène', description: "Montre le tournoi de l'Arène en cours et ton prochain adversaire." },
    ],
  },
  {
    id: 'echanges',
    title: 'Échanges, tickets et échoppe',
    summary: 'Échange avec les autres joueurs et profite des bonnes affaires.',
    commands: [
      {
        usage: '/échange <joueur>',
        description:
          'Propose un échange : chacun ajoute ses cartes, puis les deux joueurs valident. Chaque échange compte dans ta limite quotidienne.',
      },
      { usage: '/marché', description: "Affiche les offres du marché et ton nombre d'échanges restants aujourd'hui." },
      {
        usage: 'lrlien <lien>',
        description:
          "Récupère les tickets d'un lien partagé (Lucky Rayou, Rayou Official, Zera 3000) ; tu les grattes ensuite sur le site.",
      },
      { usage: '/tickets', description: 'Liste tes tickets à gratter et le jackpot en cours.' },
      {
        usage: '/échoppe',
        description: "Affiche les cartes de l'Échoppe, leur prix en ZUMonnaie et le stock restant.",
      },
    ],
  },
  {
    id: 'corporations',
    title: 'Corporations',
    summary: 'Joue en équipe : une trésorerie commune et des bonus pour tous les membres.',
    commands: [
      {
        usage: '/corpo créer <nom>',
        description: `Fonde une corporation pour ${zuMonnaie(corporation.creationCost)} ; tu en deviens le PDG.`,
      },
      {
        usage: '/corpo rejoindre <nom>',
        description:
          `Rejoins une corporation, s'il lui reste de la place : ${corporation.baseMembers} membres, plus ` +
          `${corporation.membersPerLevel} par niveau de son bonus de places.`,
      },
      {
        usage: '/corpo don <montant>',
        description: `Verse de la ZUMonnaie à la trésorerie, jusqu'à ${formatNumber(corporation.dailyGiftLimit)} par jour.`,
      },
      {
        usage: '/corpo bonus',
        description:
          "Réservé au PDG : achète le niveau suivant d'un bonus (places, butin, recyclage), à " +
          `${formatNumberList(corporation.bonusLevelCosts)} ZUMonnaie, un niveau après l'autre.`,
      },
      { usage: '/corpo quitter', description: 'Quitte ta corporation. Tes dons restent dans sa trésorerie.' },
    ],
  },
  {
    id: 'compte',
    title: 'Compte et profil',
    summary: 'Ton profil, tes succès et ton abonnement.',
    commands: [
      {
        usage: '/profil [joueur]',
        description: 'Affiche un profil : monnaies, cartes uniques, classements et lien vers le site.',
      },
      { usage: '/succès', description: 'Liste tes succès débloqués et ta progression sur les autres.' },
      {
        usage: '/bannière <nom>',
        description: 'Change la bannière affichée sur ton profil parmi celles que tu as débloquées.',
      },
      {
        usage: '/abonnement',
        description:
          `Active l'abonnement pour ${subscription.days} jours : le premier mois est offert, les suivants coûtent ` +
          `${formatNumber(subscription.loreDustCost)} Poudre créatrice.`,
      },
    ],
  },
];
