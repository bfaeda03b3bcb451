import type { PlayerTower, TowerSeason, TowerStat } from '@zu/shared-contract';
import { QueryErrorState, usePlayerTowerQuery } from '@zu/shared-platform';
import { ReputationProgress } from '@zu/shared-platform/widgets';
import { Box, formatApiDate, formatApiTime, formatNumber, Heading, LoadingState, Stack, Text } from '@zu/shared-ui';

export interface MyClimbProps {
  season: TowerSeason;
  isCurrent: boolean;
  userName: string;
}

/** The signed-in player's season: best floor, attempts (used, left, when more come) and standing with its clan. */
export function MyClimb({ season, isCurrent, userName }: MyClimbProps) {
  const tower = usePlayerTowerQuery(userName);
  return (
    <Box as="section" aria-labelledby="my-climb" data-testid="my-climb">
      <Heading as="h2" size="lg" mb="3" id="my-climb">
        Mon ascension
      </Heading>
      {tower.isLoading ? (
        <LoadingState />
      ) : tower.isError ? (
        <QueryErrorState error={tower.error} onRetry={() => void tower.refetch()} />
      ) : tower.data ? (
        <Climb season={season} isCurrent={isCurrent} tower={tower.data} />
      ) : null}
    </Box>
  );
}

function Climb({ season, isCurrent, tower }: { season: TowerSeason; isCurrent: boolean; tower: PlayerTower }) {
  const stat = tower.towerStats.find((entry) => entry.towerSeasonIndex === season.index);
  const clan = season.tower.reputation;
  const standing = tower.reputations.find((entry) => entry.reputation.id === clan.id);
  return (
    <Stack gap="3">
      {stat && stat.towerLogCount > 0 ? (
        <>
          <Figure label="Meilleur étage" testId="my-max-floor">
            {stat.maxFloorIndex === undefined ? '—' : `Étage ${stat.maxFloorIndex + 1}`}
          </Figure>
          <Figure label="Tentatives utilisées" testId="my-attempts-used">
            {formatNumber(stat.towerLogCount)}
          </Figure>
        </>
      ) : (
        <Text color="fg.muted">
          {isCurrent
            ? "Tu n'as pas encore tenté l'ascension cette saison."
            : "Tu n'as pas tenté l'ascension pendant cette saison."}
        </Text>
      )}
      {isCurrent && stat ? <AttemptsLeft stat={stat} /> : null}
      {standing ? (
        <ReputationProgress standing={standing} />
      ) : (
        <Text color="fg.muted">Aucune réputation auprès du clan {clan.name} pour le moment.</Text>
      )}
    </Stack>
  );
}

/** What the API says is left now and when the allowance grows next; nothing is counted here. */
function AttemptsLeft({ stat }: { stat: TowerStat }) {
  if (stat.attemptsLeft === undefined) return null;
  return (
    <>
      <Figure label="Tentatives restantes" testId="my-attempts-left">
        {formatNumber(stat.attemptsLeft)}
      </Figure>
      <Text fontSize="sm" color="fg.muted" data-testid="my-next-attempts">
        {stat.nextAttemptDate
          ? `De nouvelles tentatives le ${formatApiDate(stat.nextAttemptDate)} à ${formatApiTime(stat.nextAttemptDate)}.`
          : "Plus de nouvelles tentatives d'ici la fin de la saison."}
      </Text>
    </>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: string }) {
  return (
    <Text>
      <Text as="span" color="fg.muted">
        {label} :{' '}
      </Text>
      <Text as="span" fontWeight="semibold" data-testid={testId}>
        {children}
      </Text>
    </Text>
  );
}
