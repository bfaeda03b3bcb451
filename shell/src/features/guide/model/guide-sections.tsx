import type { ReactNode } from 'react';
import { gameNumbers } from '@zu/shared-contract/constants';
import { AppLink, pathTo, pityRarityWords, type RuntimeConfig } from '@zu/shared-platform';
import { formatNumber } from '@zu/shared-ui';
import { Callout } from '../../content';
import { InvocationCosts } from '../components/InvocationCosts';

export interface GuideSection {
  id: string;
  title: string;
  content: ReactNode;
}

const { calendar, challenges, corporation, loot, pity, rarity, subscription, tower } = gameNumbers;

/** On the hardcore site: the one rule that site is about. */
const hardcoreRule: GuideSection = {
  id: 'regle-hardcore',
  title: 'La règle hardcore',
  content: (
    <>
      <Callout tone="warning" title="Un seul oubli de /journa, et tout recommence.">
        <p>
          Si une journée passe sans que tu aies récupéré ton butin quotidien, toute ta progression hardcore est remise à
          zéro : monnaies, cartes, poudre, fusions, avancée dans le Vortex.
        </p>
      </Callout>
      <p>
        C'est tout le sel du mode hardcore : la régularité compte plus que la chance. Chaque partie interrompue rejoint
        l'historique des échecs, visible dans le{' '}
        <AppLink to={pathTo('LeaderboardHardcore', { displayMode: 'echecs' })}>classement hardcore</AppLink>, et les
        meilleurs parcours de chaque saison restent dans la rétrospective.
      </p>
      <ul>
        <li>
          Fais ton <code>/journa</code> tôt dans la journée plutôt que de le garder pour le soir.
        </li>
        <li>Programme un rappel quotidien sur ton téléphone, même quand tu pars en vacances.</li>
        <li>
          Utilise le salon <code>/journa</code> réservé au hardcore sur le serveur : tes commandes y agissent sur ton
          compte hardcore, pas sur ton compte normal.
        </li>
        <li>La journée se compte à l'heure de Paris, quel que soit ton fuseau horaire.</li>
      </ul>
    </>
  ),
};

/** On the normal site: what the hardcore mode is, and that it is played elsewhere. */
const hardcoreElsewhere: GuideSection = {
  id: 'regle-hardcore',
  title: 'Et le mode hardcore ?',
  content: (
    <p>
      Le jeu a aussi un mode hardcore, avec ses propres comptes, son propre site et sa règle à lui : un seul jour sans{' '}
      <code>/journa</code>, et toute la progression hardcore recommence à zéro. Ici, ce sont les règles normales : un
      jour oublié ne remet rien à zéro. Le lien « Mode hardcore » du menu mène à l'autre site.
    </p>
  ),
};

/** The guide, in reading order; the table of contents is built from the same list, so its anchors always exist. */
const sectionsOfTheHardcoreSite: readonly GuideSection[] = [
  {
    id: 'principe',
    title: 'Le principe du jeu',
    content: (
      <>
        <p>
          Le jeu se joue sur le serveur communautaire, avec les commandes du bot. Ton but : réunir les cartes de tous
          les packs, de la rareté {rarity.lowest} à la rareté {rarity.highest}, et les obtenir dans leurs versions{' '}
          <strong>normale</strong>, <strong>dorée</strong> puis <strong>chromatique</strong>. Plus une carte est rare et
          brillante, plus elle rapporte de points au classement.
        </p>
        <p>
          Le jeu est entièrement gratuit : il n'existe aucun achat en argent réel, tout se gagne en jouant. Trois
          monnaies rythment ta progression :
        </p>
        <ul>
          <li>
            la <strong>ZUMonnaie</strong>, gagnée chaque jour, qui sert surtout à invoquer des cartes ;
          </li>
          <li>
            la <strong>Poudre créatrice</strong>, obtenue en recyclant les cartes du pack Classique, qui sert à créer
            des cartes, à grimper le Vortex et à payer l'abonnement ;
          </li>
          <li>
            le <strong>Cristal d'histoire</strong>, obtenu en recyclant les cartes des autres packs.
          </li>
        </ul>
        <p>
          Ce site est ton tableau de bord : le <AppLink to={pathTo('ItemsGrid')}>catalogue</AppLink> de toutes les
          cartes, ton profil et ton inventaire, les <AppLink to={pathTo('LeaderboardOverview')}>classements</AppLink> et
          les modes de jeu. Ton compte hardcore est séparé de ton compte normal : monnaies, cartes, corporation et
          classements ne se mélangent jamais.
        </p>
      </>
    ),
  },
  hardcoreRule,
  {
    id: 'butin-quotidien',
    title: 'Étape 1 : le butin quotidien',
    content: (
      <>
        <p>
          Chaque jour, la commande <code>/journa</code> te donne <strong>{formatNumber(loot.balance)} ZUMonnaie</strong>{' '}
          et <strong>{loot.loreDust} Poudre créatrice</strong>. Avec l'abonnement, le butin passe à{' '}
          {formatNumber(loot.subscriberBalance)} ZUMonnaie.
        </p>
        <p>
          Une fois par semaine, la commande <code>/bonus</code> te donne un second butin, aussi généreux qu'un{' '}
          <code>/journa</code>. Il se débloque dès que tu as fait {loot.dailiesPerWeeklyBonus} <code>/journa</code>{' '}
          depuis ton dernier bonus : en hardcore, c'est la récompense naturelle de ta régularité. Abonné(e), tu peux
          aussi utiliser <code>/bonus</code> tant que celui de la semaine n'est pas prêt : chaque fois, c'est un bonus
          d'abonnement, un butin de plus, {subscription.bonusLimit} par jour au plus (ton profil affiche où tu en es).
        </p>
        <p>
          Si tu rejoins une corporation qui a acheté le bonus <strong>Butin</strong>, chacun de tes <code>/journa</code>{' '}
          et <code>/bonus</code> rapporte encore un peu plus. En décembre, le calendrier festif ajoute une case à ouvrir
          chaque jour, du 1er au {calendar.lastDay}.
        </p>
      </>
    ),
  },
  {
    id: 'invocations',
    title: 'Étape 2 : les invocations',
    content: (
      <>
        <p>
          La ZUMonnaie sert à invoquer des cartes avec la commande <code>/im</code>. Chaque invocation te donne une
          carte au hasard ; le type d'invocation décide de sa brillance.
        </p>
        <InvocationCosts />
        <p>
          Pendant un événement (voir <AppLink to={pathTo('Events')}>En ce moment</AppLink>), l'invocation normale est
          remplacée par la bannière de l'événement, avec son propre prix et ses propres cartes. Certaines bannières ne
          peuvent être invoquées qu'une seule fois.
        </p>
        <p>
          Le <strong>compteur de pitié</strong> te protège de la malchance : si tu enchaînes les invocations sans carte
          de {pityRarityWords}, la {pity.invocations}e d'affilée t'en donne une, garantie. Chaque carte de{' '}
          {pityRarityWords} invoquée relance le décompte, et <code>/pitié</code> te dit combien d'invocations il te
          reste. Les invocations STAR ne comptent pas, et les événements indiquent s'ils le font avancer.
        </p>
        <p>
          En hardcore, tu peux aussi tomber sur des <AppLink to={pathTo('Effects')}>cartes à effets</AppLink> : tant que
          tu les possèdes, elles modifient ta partie, en bien ou en mal (points, ZUMonnaie versée chaque nuit, gains de
          recyclage, prix de la forge, chances d'en trouver d'autres).
        </p>
      </>
    ),
  },
  {
    id: 'doublons',
    title: 'Étape 3 : recycler, créer, enchanter',
    content: (
      <>
        <p>Les doublons ne sont jamais perdus : ils alimentent tout le reste du jeu.</p>
        <ul>
          <li>
            <strong>Recyclage</strong> (<code>/recyclage</code>) : chaque exemplaire en trop se transforme en Poudre
            créatrice si la carte vient du pack Classique, en Cristal d'histoire sinon. Garde toujours un exemplaire de
            chaque carte : c'est lui qui compte pour ta collection.
          </li>
          <li>
            <strong>Création</strong> (<code>/création</code>) : fabrique une carte normale qui te manque, payée dans la
            monnaie de son pack.
          </li>
          <li>
            <strong>Enchantement</strong> (<code>/enchantement</code>) : transforme un exemplaire normal en version
            dorée. L'exemplaire normal est consommé, et le coût est celui de la création dorée.
          </li>
          <li>
            <strong>Constellations</strong> (<code>/constellation</code>) : un doublon d'une carte améliorable devient
            un Éclat d'étoile et fait monter la constellation de cette carte d'un niveau. Les Éclats d'étoile servent
            ensuite à faire évoluer certaines cartes (<code>/évolution</code>).
          </li>
        </ul>
        <p>
          La page <AppLink to={pathTo('Forge')}>Forge</AppLink> donne la valeur de recyclage et le prix de création de
          chaque rareté.
        </p>
      </>
    ),
  },
  {
    id: 'fusions',
    title: 'Étape 4 : les fusions',
    content: (
      <>
        <p>
          Certaines cartes ne s'invoquent pas : elles s'obtiennent uniquement par <strong>fusion</strong>. Réunis toutes
          les cartes de la recette, dans les quantités demandées, puis lance <code>/fusion</code> : les cartes sont
          consommées et la carte fusionnée rejoint ton inventaire. Pour la version dorée, il faut les versions dorées de
          chaque ingrédient.
        </p>
        <p>
          Toutes les recettes sont sur la page <AppLink to={pathTo('Fusions')}>Fusions</AppLink>. Avant de recycler un
          doublon, vérifie qu'il ne sert pas dans une recette que tu vises : c'est l'erreur la plus courante des débuts.
        </p>
      </>
    ),
  },
  {
    id: 'vortex',
    title: 'Étape 5 : le Vortex',
    content: (
      <>
        <p>
          Le <AppLink to={pathTo('Tower')}>Vortex</AppLink> est une tour de <strong>{tower.floors} étages</strong> à
          gravir avec la commande <code>!as</code>. Chaque tentative coûte{' '}
          <strong>{tower.attemptLoreDustCost} Poudre créatrice</strong>, et tu as droit à{' '}
          <strong>{tower.attemptsPerDay} tentatives par jour</strong>. Les tentatives non utilisées ne sont pas perdues
          : elles restent disponibles jusqu'à la fin de la saison.
        </p>
        <ul>
          <li>Chaque saison a sa propre tour, liée à un pack et à un clan dont tu gagnes la réputation en montant.</li>
          <li>Seules les cartes du pack Classique et du pack du Vortex en cours comptent pour l'ascension.</li>
          <li>
            Plus tu montes, meilleures sont les cartes à gagner ; le {tower.floors}e étage est le sommet de la saison.
          </li>
        </ul>
        <p>
          Ton meilleur étage apparaît dans le <AppLink to={pathTo('LeaderboardTower')}>classement Vortex</AppLink>. L'
          <AppLink to={pathTo('Tournament')}>Arène</AppLink>, liée elle aussi à la saison, met ensuite les joueurs face
          à face en tournoi.
        </p>
      </>
    ),
  },
  {
    id: 'aller-plus-loin',
    title: 'Étape 6 : aller plus loin',
    content: (
      <>
        <ul>
          <li>
            <strong>Défis</strong> : {challenges.active} défis sont actifs en même temps. Chacun rapporte des points au
            classement des défis et de la Poudre créatrice.
          </li>
          <li>
            <strong>Corporations</strong> : rejoins une équipe ou fonde la tienne pour{' '}
            {formatNumber(corporation.creationCost)} ZUMonnaie. Les membres alimentent la trésorerie (jusqu'à{' '}
            {formatNumber(corporation.dailyGiftLimit)} ZUMonnaie par jour chacun), qui achète des bonus : plus de
            places, butin quotidien renforcé, meilleur recyclage. Voir les{' '}
            <AppLink to={pathTo('Corporations', { displayMode: 'liste' })}>corporations</AppLink>.
          </li>
          <li>
            <strong>Tickets</strong> : les tickets à gratter (Lucky Rayou, Rayou Official, Zera 3000) se récupèrent avec
            la commande <code>lrlien</code> et se grattent sur la page <AppLink to={pathTo('Tickets')}>Tickets</AppLink>
            .
          </li>
          <li>
            <strong>Échoppe</strong> : des cartes vendues contre de la ZUMonnaie, en stock limité. Premier arrivé,
            premier servi.
          </li>
          <li>
            <strong>Marché</strong> : échange tes doublons avec les autres joueurs, dans la limite d'un nombre
            d'échanges par jour. Les joueurs qui n'ont jamais échangé ont leur propre classement, «&nbsp;sans
            échange&nbsp;».
          </li>
          <li>
            <strong>Abonnement</strong> : {subscription.days} jours de butin renforcé et de bonus d'abonnement chaque
            jour. Le premier mois est offert, les suivants coûtent {formatNumber(subscription.loreDustCost)} Poudre
            créatrice. Voir <AppLink to={pathTo('Premium')}>Abonnement</AppLink>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'conseils',
    title: 'Nos conseils pour bien démarrer',
    content: (
      <ol>
        <li>
          Fais ton <code>/journa</code> chaque jour, sans exception : c'est la seule règle qui ne pardonne pas.
        </li>
        <li>
          Dépense ta ZUMonnaie en invocations normales au début : elles remplissent ta collection plus vite que les
          invocations dorées.
        </li>
        <li>Recycle tes doublons, mais seulement après avoir vérifié les recettes de fusion.</li>
        <li>Garde de la Poudre créatrice pour tes {tower.attemptsPerDay} tentatives quotidiennes dans le Vortex.</li>
        <li>Rejoins une corporation active : ses bonus et ses membres t'aideront à progresser.</li>
        <li>
          Une question ? Les Aides Communautaires répondent sur le serveur : voir{' '}
          <AppLink to={pathTo('Team')}>L'équipe</AppLink>, et la liste complète des{' '}
          <AppLink to={pathTo('Commands')}>commandes</AppLink>.
        </li>
      </ol>
    ),
  },
];

/** The guide of the site of `ruleSet`: the normal site's says what the hardcore mode is instead of its rule. */
export function guideSections(ruleSet: RuntimeConfig['ruleSet']): readonly GuideSection[] {
  if (ruleSet === 'HARDCORE') return sectionsOfTheHardcoreSite;
  return sectionsOfTheHardcoreSite.map((section) => (section === hardcoreRule ? hardcoreElsewhere : section));
}

/** What the guide's header says on the site of `ruleSet`. */
export function guideLead(ruleSet: RuntimeConfig['ruleSet']): string {
  return ruleSet === 'HARDCORE'
    ? 'Le mode hardcore reprend les règles du jeu de cartes de la communauté, avec une exigence de plus : la ' +
        'régularité. Voici, étape par étape, comment bâtir ta collection sans jamais tout perdre.'
    : 'Voici, étape par étape, comment bâtir ta collection : le butin quotidien, les invocations, les fusions, le ' +
        'Vortex et les classements.';
}
