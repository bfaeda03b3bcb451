// The achievements and their categories (chosen, except the loot category: its id and the ids of its three yearly
// achievements, 'Insomniaque' third, are the real game's, which community clients look up).
import { kebab } from '../../lib/kebab';

export const achievementMetrics = [
  'LOOT_DAYS',
  'UNIQUE_CARDS',
  'UNIQUE_GOLDEN_CARDS',
  'FUSIONS',
  'MAXED_CONSTELLATIONS',
  'INVOCATIONS',
  'TOWER_FLOOR',
  'TOWER_ATTEMPTS',
  'TRADES',
  'TICKETS',
  'CHALLENGES',
] as const;
export type AchievementMetric = (typeof achievementMetrics)[number];

export interface AchievementCategory {
  id: string;
  index: number;
  name: string;
}

export interface AchievementDefinition {
  id: string;
  categoryId: string;
  /** Order inside the category. */
  index: number;
  name: string;
  slug: string;
  description: string;
  metric: AchievementMetric;
  /** Unlocked once the metric reaches it. */
  target: number;
  score: number;
  rewardLoreDust: number;
  featOfStrength: boolean;
  isDeletable: boolean;
}

export const lootAchievementCategoryId = '8e260bf0-f945-44b2-a9d9-92bf839ee917';
/** Loot progress is shown one year (365 days) at a time. */
export const lootDaysPerYear = 365;

export const achievementCategories: readonly AchievementCategory[] = [
  { id: lootAchievementCategoryId, index: 0, name: 'Assiduité' },
  { id: '3b38476e-ffcd-4581-86de-155a55ada17d', index: 1, name: 'Collection' },
  { id: '74d7948c-4754-4344-a559-99b2d4a29bc2', index: 2, name: 'Forge' },
  { id: '0e039508-b101-4eaa-9e26-1c49cf7ff15e', index: 3, name: 'Invocations' },
  { id: 'c4971ac4-c18f-49dd-b8d7-070940c879f7', index: 4, name: 'Vortex' },
  { id: '2da2a75a-0469-4034-a387-2050df8c31d9', index: 5, name: 'Vie sociale' },
];

type Row = readonly [
  id: string,
  category: number,
  name: string,
  metric: AchievementMetric,
  target: number,
  score: number,
  reward: number,
];

// id, category index, name, metric, target, score, rewardLoreDust
const rows: readonly Row[] = [
  ['a43f9fdc-1b05-402e-aae1-8d4fa0592327', 0, 'Fidèle au poste', 'LOOT_DAYS', 365, 20, 200],
  ['60c91e97-df2f-420d-a5db-1225e6f73703', 0, 'Noctambule', 'LOOT_DAYS', 730, 40, 400],
  ['5f2d1288-e3f4-4313-b2ad-d944fbf8e6c7', 0, 'Insomniaque', 'LOOT_DAYS', 1095, 80, 800],
  ['dfe01d1c-de9c-432e-901d-dc92c976aedf', 1, 'Premiers pas', 'UNIQUE_CARDS', 10, 5, 20],
  ['ee1e60c3-0618-426a-89e1-830203892a00', 1, 'Collectionneur', 'UNIQUE_CARDS', 100, 15, 100],
  ['608c0b14-83cc-4f55-a14a-b7be297a05b3', 1, 'Archiviste', 'UNIQUE_CARDS', 500, 40, 400],
  ['5bc6ccbd-beaa-4a80-9304-86b5dc3606e8', 1, 'Tout ce qui brille', 'UNIQUE_GOLDEN_CARDS', 25, 15, 100],
  ['a32ed25e-0981-42ad-91ea-b6fbf3f7ef0d', 1, 'Midas', 'UNIQUE_GOLDEN_CARDS', 100, 40, 300],
  ['b65c86e3-a534-4615-82b2-ee58289c9df7', 2, 'Apprenti fondeur', 'FUSIONS', 1, 10, 50],
  ['2e219c7b-9f67-4a8c-b6fd-e72223698b7e', 2, 'Maître fondeur', 'FUSIONS', 25, 30, 250],
  ['9c4638a8-c391-4bb5-ba44-706673843014', 2, 'Première étoile', 'MAXED_CONSTELLATIONS', 1, 20, 150],
  ['eddf11fb-d354-47c8-8d30-28358dbb48c2', 2, 'Voûte céleste', 'MAXED_CONSTELLATIONS', 10, 50, 500],
  ['8bf1eef6-0f8b-4f28-84b1-ff741893dd57', 3, 'Invocateur', 'INVOCATIONS', 10, 5, 20],
  ['90f18f79-f87e-4b1a-bdb2-75c3b4075612', 3, 'Grand invocateur', 'INVOCATIONS', 100, 15, 100],
  ['0506551c-3b89-42bd-ab3e-bcee3f7a2d3b', 3, 'Archimage', 'INVOCATIONS', 1000, 40, 400],
  ['0171ac5d-6222-44c0-8762-121aafcfae03', 4, 'Tête dans les nuages', 'TOWER_FLOOR', 3, 10, 50],
  ['98591cc0-0388-4741-bee1-7775573da656', 4, 'Sommet du Vortex', 'TOWER_FLOOR', 6, 40, 300],
  ['50605d2d-9c3c-452a-adc4-b6a5bf4e5600', 4, 'Grimpeur obstiné', 'TOWER_ATTEMPTS', 100, 20, 150],
  ['aa6addf0-0172-4a54-9c97-ba670b70d6bc', 5, 'Marchand', 'TRADES', 10, 10, 50],
  ['2bc6099a-c673-420c-a5df-f66f1ec50210', 5, 'Gratteur', 'TICKETS', 10, 10, 50],
  ['3c497ecf-e129-4c20-b69f-af708c588727', 5, 'Relever le défi', 'CHALLENGES', 10, 20, 150],
];

function describe(metric: AchievementMetric, target: number): string {
  const one = target === 1;
  switch (metric) {
    case 'LOOT_DAYS':
      return `Récupérer son /journa ${target} jours.`;
    case 'UNIQUE_CARDS':
      return `Posséder ${target} cartes différentes.`;
    case 'UNIQUE_GOLDEN_CARDS':
      return `Posséder ${target} cartes dorées différentes.`;
    case 'FUSIONS':
      return one ? 'Réaliser une fusion.' : `Réaliser ${target} fusions.`;
    case 'MAXED_CONSTELLATIONS':
      return one ? 'Compléter une constellation.' : `Compléter ${target} constellations.`;
    case 'INVOCATIONS':
      return `Faire ${target} invocations.`;
    case 'TOWER_FLOOR':
      return target >= 6 ? 'Atteindre le sommet du Vortex.' : `Atteindre le ${target}e étage du Vortex.`;
    case 'TOWER_ATTEMPTS':
      return `Tenter ${target} ascensions dans le Vortex.`;
    case 'TRADES':
      return `Conclure ${target} échanges.`;
    case 'TICKETS':
      return `Gratter ${target} tickets.`;
    case 'CHALLENGES':
      return `Réussir ${target} défis.`;
  }
}

export const achievementDefinitions: readonly AchievementDefinition[] = rows.map(
  ([id, category, name, metric, target, score, rewardLoreDust], position) => {
    const categoryId = achievementCategories[category]?.id ?? lootAchievementCategoryId;
    return {
      id,
      categoryId,
      index: rows.slice(0, position).filter((row) => row[1] === category).length,
      name,
      slug: kebab(name),
      description: describe(metric, target),
      metric,
      target,
      score,
      rewardLoreDust,
      featOfStrength: false,
      isDeletable: false,
    };
  },
);
