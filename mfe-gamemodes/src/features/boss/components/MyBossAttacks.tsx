import type { BossPlayer } from '@zu/shared-contract';
import { apiRefusalAlertOf, isNotFoundError, QueryErrorState } from '@zu/shared-platform';
import { Box, formatNumber, formatRateAsPercent, Heading, LoadingState, Stack, Text } from '@zu/shared-ui';
import { useGamemodesBossPlayerQuery } from '../api/boss-api';

/** The signed-in player against the boss: today's attacks as the API counts them, their damage and share. */
export function MyBossAttacks({ userName, isRunning }: { userName: string; isRunning: boolean }) {
  const player = useGamemodesBossPlayerQuery(userName);
  return (
    <Box as="section" aria-labelledby="my-boss" data-testid="my-boss">
      <Heading as="h2" size="lg" mb="3" id="my-boss">
        Mes attaques
      </Heading>
      {player.isLoading ? (
        <LoadingState />
      ) : player.isError && isNotFoundError(player.error) ? (
        <Text color="fg.muted">{apiRefusalAlertOf(player.error).message}</Text>
      ) : player.isError ? (
        <QueryErrorState error={player.error} onRetry={() => void player.refetch()} />
      ) : player.data ? (
        <Figures player={player.data} isRunning={isRunning} />
      ) : null}
    </Box>
  );
}

function Figures({ player, isRunning }: { player: BossPlayer; isRunning: boolean }) {
  return (
    <Stack gap="3">
      <Box as="dl" display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="4" rowGap="1">
        <Figure label="Attaques utilisées aujourd'hui" testId="my-boss-attacks-today">
          {formatNumber(player.attacksToday)}
        </Figure>
        <Figure label="Attaques restantes aujourd'hui" testId="my-boss-attacks-left">
          {formatNumber(player.attacksLeftToday)}
        </Figure>
        <Figure label="Mes dégâts" testId="my-boss-damage">
          {`${formatNumber(player.damage)} PV`}
        </Figure>
        <Figure label="Ma part des dégâts" testId="my-boss-share">
          {formatRateAsPercent(player.share)}
        </Figure>
      </Box>
      <Text fontSize="sm" color="fg.muted" data-testid="my-boss-next">
        {!isRunning
          ? 'Ce boss ne se combat plus : le prochain apparaîtra au changement de jour.'
          : player.attacksLeftToday > 0
            ? "Il te reste des attaques aujourd'hui : frappe-le sur le chat !"
            : "Plus aucune attaque aujourd'hui : elles reviennent avec le nouveau jour, à minuit (heure de Paris)."}
      </Text>
    </Stack>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: string }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid={testId}>
        {children}
      </Text>
    </>
  );
}
