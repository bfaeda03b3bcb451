import type { HardcoreRun, HardcoreSeason } from '@zu/shared-contract';
import { TextLink, pathTo, QueryErrorState, useHardcoreRunsQuery } from '@zu/shared-platform';
import { Box, formatApiDate, formatNumber, Heading, LoadingState, plural, Stack, Text } from '@zu/shared-ui';
import { bestRun, latestRun, runningRun } from '../model/player-runs';

// A player's runs of one season are few (a failure takes a missed day): one page of the largest size holds them.
const runsPageSize = 100;

/** '1er', '3e'. */
const rank = (n: number) => `${formatNumber(n)}${n === 1 ? 'er' : 'e'}`;

const days = (n: number) => plural(n, { one: 'jour', other: 'jours' });
const daysHeld = (n: number) => plural(n, { one: 'jour tenu', other: 'jours tenus' });

/** The signed-in player's runs this season: the one going on or how the last one ended, and their best. */
export function MyHardcoreRuns({ season, userName }: { season: HardcoreSeason; userName: string }) {
  const runs = useHardcoreRunsQuery({
    mode: 'retrospective',
    seasonIndex: season.index,
    page: 0,
    size: runsPageSize,
    userName,
  });
  return (
    <Box
      as="section"
      aria-labelledby="hardcore-my-run"
      p="4"
      borderWidth="1px"
      borderColor="brand.800"
      borderRadius="lg"
    >
      <Heading as="h3" size="md" id="hardcore-my-run" mb="3">
        Ma partie
      </Heading>
      {runs.isLoading ? <LoadingState inline /> : null}
      {runs.isError ? <QueryErrorState error={runs.error} onRetry={() => void runs.refetch()} /> : null}
      {runs.data ? <RunsSummary runs={runs.data.runs} /> : null}
      <Stack gap="2" mt="3">
        <Text fontSize="sm" color="fg.muted">
          Ce qui met fin à une partie : un jour sans /journa, ou la fin de la saison.
        </Text>
        <TextLink
          to={pathTo('LeaderboardHardcore', {
            displayMode: 'retrospective',
            seasonSelected: season.index,
            discordUserName: userName,
          })}
          fontSize="sm"
        >
          Mes parties dans la rétrospective
        </TextLink>
      </Stack>
    </Box>
  );
}

function RunsSummary({ runs }: { runs: readonly HardcoreRun[] }) {
  const running = runningRun(runs);
  const last = running ?? latestRun(runs);
  const best = bestRun(runs);
  if (!last) {
    return (
      <Text data-testid="hardcore-my-run-state">
        Tu n'as pas encore de partie cette saison : ton prochain /journa en lance une.
      </Text>
    );
  }
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" data-testid="hardcore-my-run-state">
        {running
          ? `Toujours en vie : ${daysHeld(running.dayCount)} depuis le ${formatApiDate(running.startDate)}. Ne manque aucun /journa !`
          : last.endReason === 'SEASON_END'
            ? `Ta partie a tenu jusqu'à la fin de la saison : ${days(last.dayCount)}, depuis le ${formatApiDate(last.startDate)}.`
            : `Ta dernière partie a échoué le ${formatApiDate(last.failedDate ?? '')} (un /journa oublié) après ${days(last.dayCount)}. Ton prochain /journa en lance une nouvelle.`}
      </Text>
      {best ? (
        <Text data-testid="hardcore-my-best-run">
          Ta meilleure partie de la saison : {days(best.dayCount)} (du {formatApiDate(best.startDate)}
          {best.endDate ? ` au ${formatApiDate(best.endDate)}` : ', en cours'}), au {rank(best.position)} rang de la
          saison.
        </Text>
      ) : null}
    </Stack>
  );
}
