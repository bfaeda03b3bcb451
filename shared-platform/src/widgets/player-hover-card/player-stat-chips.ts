import type { LeaderboardType, PlayerProfile } from '@zu/shared-contract';
import { leaderboardNames } from '@zu/shared-platform';
import { formatNumber } from '@zu/shared-ui';

/** The few boards a hover card has room for. */
const hoverCardBoards: readonly LeaderboardType[] = [
  'GLOBAL',
  'INVENTORY_UNIQUE',
  'ACHIEVEMENT',
  'CHALLENGE',
  'UPGRADE',
];

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
    ...hoverCardBoards.flatMap((type) => {
      const entry = profile.leaderboards.find((board) => board.type === type);
      return entry
        ? [{ label: `Top ${leaderboardNames[type].shortName}`, value: `#${formatNumber(entry.position)}` }]
        : [];
    }),
  ];
}
