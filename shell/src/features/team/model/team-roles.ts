export interface TeamMember {
  /** The member's pseudonym on the community server. */
  name: string;
  job: string;
  about: string;
}

export interface TeamRole {
  id: string;
  title: string;
  summary: string;
  /** Accent of the role's avatars. */
  accent: string;
  members: readonly TeamMember[];
}

export const teamRoles: readonly TeamRole[] = [
  {
    id: 'conception',
    title: 'Conception du jeu',
    summary: "Les règles, l'équilibre et le rythme des saisons.",
    accent: 'gold',
    members: [
      {
        name: 'Maître du Jeu',
        job: 'Direction du jeu',
        about:
          "Imagine les règles, les raretés et les saisons du Vortex. C'est à lui que l'on doit la règle du /journa en hardcore.",
      },
      {
        name: 'Gardienne des Cartes',
        job: 'Packs et fusions',
        about:
          "Compose chaque pack, ses cartes et ses recettes de fusion, et veille à l'équilibre des cartes à effets.",
      },
      {
        name: 'Le Scribe',
        job: 'Annonces et notes de mise à jour',
        about: 'Rédige les actualités, les notes de mise à jour et les annonces des événements.',
      },
    ],
  },
  {
    id: 'developpement',
    title: 'Développement',
    summary: "Le bot, l'API et ce site.",
    accent: 'brand',
    members: [
      {
        name: 'Lanterne',
        job: 'Bot et commandes',
        about:
          'Fait tourner le bot du serveur : invocations, échanges, ascensions et tout ce qui répond à tes commandes.',
      },
      {
        name: 'Grimoire',
        job: 'API et site compagnon',
        about: "Construit l'API publique et ce site : catalogue, profils, classements et modes de jeu.",
      },
    ],
  },
  {
    id: 'illustration',
    title: 'Illustration',
    summary: 'Les visuels des cartes et des bannières.',
    accent: 'pink',
    members: [
      {
        name: 'Aquarelle',
        job: 'Illustration des cartes',
        about: "Dessine les cartes des nouveaux packs, de la rareté 1 jusqu'aux cartes les plus rares.",
      },
      {
        name: 'Comète',
        job: 'Cadres, reflets et bannières',
        about: 'Crée les cadres dorés et chromatiques, les effets de brillance et les bannières de profil.',
      },
    ],
  },
  {
    id: 'aides-communautaires',
    title: 'Aides Communautaires',
    summary: 'Ton premier contact pour toute question ou tout problème.',
    accent: 'teal',
    members: [
      {
        name: 'Boussole',
        job: 'Accueil des nouveaux',
        about: 'Guide les nouveaux joueurs dans leurs premiers jours et répond aux questions sur les règles.',
      },
      {
        name: 'Luciole',
        job: 'Signalements et bugs',
        about: "Recueille les signalements de bugs et de comportements, et les transmet au reste de l'équipe.",
      },
      {
        name: 'Marmotte',
        job: 'Échanges et marché',
        about: "Aide à régler les litiges d'échange et veille au respect de la limite quotidienne.",
      },
      {
        name: 'Phare',
        job: 'Corporations et événements',
        about: 'Accompagne les corporations et anime les événements du serveur.',
      },
    ],
  },
];
