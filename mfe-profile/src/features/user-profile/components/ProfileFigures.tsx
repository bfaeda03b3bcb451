import type { PlayerProfile } from '@zu/shared-contract';
import { countedCardsScoreText, leaderboardNameOf } from '@zu/shared-platform';
import { Box, formatNumber, SimpleGrid, Text } from '@zu/shared-ui';

export function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Box borderWidth="1px" borderColor="whiteAlpha.200" borderRadius="lg" p="4" bg="whiteAlpha.50">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold">
        {value}
      </Text>
      {detail ? (
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      ) : null}
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
              {/* The unique-card boards show their figure too: it counts only the 'cartes comptabilisées', so it can
                  be below the 'Cartes différentes' above, and saying which is which keeps that from looking wrong. */}
              <Figure
                label={leaderboardNameOf(entry.type).name}
                value={`#${formatNumber(entry.position)}`}
                detail={countedCardsScoreText(entry.type, entry.score)}
              />
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
    </>
  );
}
