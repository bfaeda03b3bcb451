import type { ReactNode } from 'react';
import { AppLink, pathTo } from '@zu/shared-platform';
import { Callout } from '../../content';
import { SanctionScale } from '../components/SanctionScale';

export interface ConductSection {
  id: string;
  title: string;
  content: ReactNode;
}

export const conductSections: readonly ConductSection[] = [
  {
    id: 'respect',
    title: 'Respect et bienveillance',
    content: (
      <>
        <p>
          Le serveur réunit des joueurs de tous âges et de tous horizons. Chacun doit pouvoir y jouer, poser une
          question ou rater son <code>/journa</code> sans se faire moquer.
        </p>
        <ul>
          <li>
            Pas d'insultes, de harcèlement, de menaces ni de propos discriminatoires, même «&nbsp;pour rire&nbsp;».
          </li>
          <li>Pas de spam ni de flood dans les salons de jeu : ils doivent rester lisibles pour tout le monde.</li>
          <li>Des pseudos, des noms de corporation et des descriptions corrects, visibles par tous sur le site.</li>
          <li>Pas de partage d'informations personnelles, les tiennes comme celles des autres.</li>
          <li>Les désaccords se règlent calmement, ou avec l'aide d'un Aide Communautaire.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'un-compte',
    title: 'Un seul compte par personne',
    content: (
      <>
        <p>
          Chaque joueur a <strong>un seul compte</strong>. Les comptes secondaires faussent les classements, le marché
          et les échanges : ils sont interdits, qu'ils servent à cumuler les butins quotidiens, à alimenter ton compte
          principal en cartes ou à contourner la limite d'échanges.
        </p>
        <p>
          Ton compte est personnel : ne le prête pas et n'en confie pas l'accès. En hardcore, faire jouer quelqu'un
          d'autre pour ne pas rater un <code>/journa</code> revient à tricher avec la règle qui fait tout l'intérêt du
          mode.
        </p>
      </>
    ),
  },
  {
    id: 'triche',
    title: 'Pas de triche',
    content: (
      <>
        <ul>
          <li>
            Pas de scripts, de macros ni de comptes automatisés pour lancer les commandes du bot à ta place : chaque
            commande doit être tapée par une personne.
          </li>
          <li>
            Un bug qui donne des cartes, des monnaies ou des tentatives en trop se <strong>signale</strong>, il ne
            s'exploite pas. Les gains obtenus grâce à un bug peuvent être retirés.
          </li>
          <li>
            Les outils de la communauté qui se contentent de lire les données publiques (profils, catalogue,
            classements) sont les bienvenus.
          </li>
        </ul>
        <Callout tone="tip" title="Tu as trouvé un bug ?">
          <p>
            Préviens un Aide Communautaire en privé, avec les étapes pour le reproduire. Les signalements utiles sont
            remerciés dans les notes de mise à jour.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: 'argent-reel',
    title: "Pas d'argent réel",
    content: (
      <>
        <p>
          Le jeu est gratuit et ne vend rien. Il est donc interdit d'acheter ou de vendre, contre de l'argent réel ou
          n'importe quel bien extérieur au jeu :
        </p>
        <ul>
          <li>des comptes ;</li>
          <li>des cartes, de la ZUMonnaie, de la Poudre créatrice ou du Cristal d'histoire ;</li>
          <li>des tickets à gratter, des places dans une corporation ou des échanges «&nbsp;arrangés&nbsp;».</li>
        </ul>
        <p>
          Les concours organisés par des joueurs sont possibles, à condition d'être gratuits. L'équipe ne te demandera
          jamais de paiement ni tes identifiants : une telle demande est une arnaque, signale-la.
        </p>
      </>
    ),
  },
  {
    id: 'echanges',
    title: 'Des échanges loyaux',
    content: (
      <>
        <p>
          Le <AppLink to={pathTo('Market')}>marché</AppLink> et les échanges entre joueurs reposent sur la confiance.
        </p>
        <ul>
          <li>Décris clairement ce que tu proposes (rareté, version normale, dorée ou chromatique) et tiens parole.</li>
          <li>Pas de pression, de chantage ni de relances insistantes pour obtenir une carte.</li>
          <li>
            La limite quotidienne d'échanges s'applique à tous : la contourner avec l'aide d'un autre compte est
            interdit.
          </li>
          <li>
            Un échange validé par les deux joueurs est définitif. Vérifie bien avant de valider, surtout quand tu
            découvres le jeu.
          </li>
        </ul>
        <p>
          En cas de litige, garde des captures d'écran et contacte un Aide Communautaire plutôt que d'accuser en public.
        </p>
      </>
    ),
  },
  {
    id: 'corporations',
    title: 'La vie des corporations',
    content: (
      <ul>
        <li>
          Les dons à la trésorerie sont libres : aucun membre ne doit être forcé ou menacé d'exclusion pour donner.
        </li>
        <li>
          Le PDG gère la trésorerie dans l'intérêt de la corporation et annonce clairement les règles de son équipe.
        </li>
        <li>Le recrutement se fait sans démarchage abusif des membres d'autres corporations.</li>
      </ul>
    ),
  },
  {
    id: 'signaler',
    title: 'Signaler un problème',
    content: (
      <>
        <p>
          Un comportement qui enfreint ce code ? Un échange qui tourne mal ? Écris en privé à un Aide Communautaire sur
          le serveur, avec le pseudo concerné, la date et, si possible, des captures d'écran. Les signalements sont
          traités avec discrétion.
        </p>
        <p>
          La liste des personnes à contacter est sur la page <AppLink to={pathTo('Team')}>L'équipe</AppLink>.
        </p>
      </>
    ),
  },
  {
    id: 'sanctions',
    title: 'Sanctions',
    content: (
      <>
        <p>
          L'équipe juge chaque situation selon sa gravité, sa répétition et sa bonne foi. Les sanctions sont en général
          progressives, mais une faute grave (triche organisée, vente de comptes, harcèlement) peut mener directement au
          bannissement.
        </p>
        <SanctionScale />
        <p>
          Les sanctions s'appliquent à tes comptes des deux modes, normal et hardcore. Tu peux contester une sanction en
          écrivant calmement à l'équipe : elle sera réexaminée par une autre personne que celle qui l'a prononcée.
        </p>
      </>
    ),
  },
];
