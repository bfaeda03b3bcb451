import type { PlayerProfile } from '@zu/shared-contract';

const formatNumber = (value: number) => value.toLocaleString('fr-FR');

const leaderboardLabels: Readonly<Record<string, string>> = {
  GLOBAL: 'Général',
  INVENTORY_UNIQUE: 'Inventaire',
  ACHIEVEMENT: 'Succès',
  CHALLENGE: 'Défis',
  UPGRADE: 'Constellations',
};

/** The figures a hover card shows of a player, as short labelled chips. */
export function playerStatChips(profile: PlayerProfile): { label: string; value: string }[] {
  return [
    { label: 'Rang', value: profile.user.rank.name },
    {
      label: 'Cartes uniques',
      value: `${formatNumber(profile.inventoryUniqueCount)}/${formatNumber(profile.itemCount)}`,
    },
    { label: 'Dorées uniques', value: formatNumber(profile.inventoryUniqueGoldenCount) },
    { label: 'Succès', value: `${profile.achievementLogCount}/${profile.achievementCount}` },
    ...profile.leaderboards.flatMap((entry) => {
      const label = leaderboardLabels[entry.type];
      return label ? [{ label: `Top ${label}`, value: `#${formatNumber(entry.position)}` }] : [];
    }),
  ];
}
