import type { PlayerProfile } from '@zu/shared-contract';
import { leaderboardNameOf } from '@zu/shared-platform';
import { Box, formatNumber, SimpleGrid, Text } from '@zu/shared-ui';

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box borderWidth="1px" borderColor="whiteAlpha.200" borderRadius="lg" p="4" bg="whiteAlpha.50">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold">
        {value}
      </Text>
    </Box>
  );
}

/** The counters of a player's account, and where they stand on each leaderboard. */
export function ProfileFigures({ profile }: { profile: PlayerProfile }) {
  const counters = [
    ['Succès', `${formatNumber(profile.achievementLogCount)} / ${formatNumber(profile.achievementCount)}`],
    ['Défis réussis', formatNumber(profile.challengeLogCount)],
    ['Tickets grattés', formatNumber(profile.luckyCount)],
    ['Échanges', formatNumber(profile.tradeCount)],
    ["Échanges aujourd'hui", `${profile.tradeCountToday}/${profile.tradeLimit}`],
    [
      'Constellations uniques',
      `${formatNumber(profile.inventoryUniqueUpgradableCount)} / ${formatNumber(profile.upgradableItemCount)}`,
    ],
  ] as const;
  return (
    <>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="4" mb="6" data-testid="profile-counters">
        {counters.map(([label, value]) => (
          <Figure key={label} label={label} value={value} />
        ))}
      </SimpleGrid>
      {profile.leaderboards.length > 0 ? (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 5 }} gap="4" mb="6" aria-label="Classements">
          {profile.leaderboards.map((entry) => (
            <Box as="li" key={entry.type}>
              <Figure label={leaderboardNameOf(entry.type).name} value={`#${formatNumber(entry.position)}`} />
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
    </>
  );
}
