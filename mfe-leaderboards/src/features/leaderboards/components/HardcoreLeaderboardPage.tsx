import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { HardcoreRunsPage, HardcoreSeasonListItem } from '@zu/shared-contract';
import { useAuth } from '@zu/shared-auth';
import { AppLink, pathTo, QueryErrorState, useHardcoreRunsQuery, useHardcoreSeasonsQuery } from '@zu/shared-platform';
import { Pagination } from '@zu/shared-platform/widgets';
import {
  Box,
  Button,
  chakra,
  Container,
  controlClassNames,
  FigureTiles,
  formatApiDate,
  plural,
  HStack,
  Input,
  LoadingState,
  PageHeading,
  Stack,
  Text,
} from '@zu/shared-ui';
import { LeaderboardTable } from './LeaderboardTable';
import { leaderboardPageSize } from './PagedLeaderboard';
import { usePageParam } from './use-page-param';

const modes = { retrospective: 'Rétrospective', echecs: 'Échecs' } as const;
type Mode = keyof typeof modes;

const reasons = { MISSED_DAILY: '/journa oublié', SEASON_END: 'Fin de saison' } as const;

const days = (n: number) => plural(n, { one: 'jour', other: 'jours' });

/** The season shown when none is chosen: the last finished one for the retrospective, the latest for the failures. */
function defaultSeason(seasons: readonly HardcoreSeasonListItem[], mode: Mode) {
  return (mode === 'retrospective' ? seasons.find((s) => s.isFinished) : undefined) ?? seasons[0];
}

function hardcorePath(mode: Mode, season?: number, userName?: string) {
  return pathTo('LeaderboardHardcore', { displayMode: mode, seasonSelected: season, discordUserName: userName });
}

/** `/classement/hardcore/{retrospective|echecs}/{season?}/{player?}`: a hardcore season's runs, or its failures. */
export default function HardcoreLeaderboardPage() {
  const { displayMode, seasonSelected, discordUserName } = useParams();
  const seasons = useHardcoreSeasonsQuery();
  if (displayMode !== 'retrospective' && displayMode !== 'echecs') {
    return <Navigate to={hardcorePath('retrospective')} replace />;
  }
  const mode: Mode = displayMode;
  const season =
    seasonSelected === undefined
      ? defaultSeason(seasons.data ?? [], mode)
      : seasons.data?.find((s) => String(s.index) === seasonSelected);
  return (
    <Container maxW="5xl" py="8">
      <PageHeading title="Classement hardcore">
        Un oubli de /journa et on recommence tout : les parties les plus longues de chaque saison, et les échecs.
      </PageHeading>
      <HStack as="nav" aria-label="Affichage" gap="2" mb="4">
        {(Object.keys(modes) as Mode[]).map((other) => (
          // Current by display mode: the address may still lack the season it defaults to.
          <RouterLink
            key={other}
            className={controlClassNames.pillLink}
            to={hardcorePath(other, season?.index, discordUserName)}
            aria-current={other === mode ? 'page' : undefined}
          >
            {modes[other]}
          </RouterLink>
        ))}
      </HStack>
      {seasons.isLoading ? <LoadingState /> : null}
      {seasons.isError ? <QueryErrorState error={seasons.error} onRetry={() => void seasons.refetch()} /> : null}
      {seasons.data && seasons.data.length === 0 ? (
        <Text color="fg.muted">Aucune saison hardcore pour le moment.</Text>
      ) : null}
      {seasons.data && seasons.data.length > 0 && !season ? (
        <Text color="fg.muted">Cette saison n'existe pas.</Text>
      ) : null}
      {season && seasons.data ? (
        <>
          <SeasonControls mode={mode} season={season} seasons={seasons.data} userName={discordUserName} />
          <SeasonRuns
            key={`${mode}-${season.index}-${discordUserName ?? ''}`}
            mode={mode}
            season={season}
            userName={discordUserName}
          />
        </>
      ) : null}
    </Container>
  );
}

function SeasonControls({
  mode,
  season,
  seasons,
  userName,
}: {
  mode: Mode;
  season: HardcoreSeasonListItem;
  seasons: readonly HardcoreSeasonListItem[];
  userName: string | undefined;
}) {
  const navigate = useNavigate();
  const auth = useAuth();
  const [name, setName] = useState(userName ?? '');
  const focus = () => void navigate(hardcorePath(mode, season.index, name.trim() || undefined));
  return (
    <Stack gap="3" mb="4">
      <HStack gap="3" wrap="wrap">
        <chakra.label htmlFor="hardcore-season" fontWeight="semibold">
          Saison
        </chakra.label>
        <chakra.select
          id="hardcore-season"
          value={season.index}
          onChange={(event) => void navigate(hardcorePath(mode, Number(event.target.value), userName))}
          // A menu is as wide as its longest choice unless told otherwise: on a phone, the screen's width.
          minW="0"
          maxW="full"
          bg="whiteAlpha.100"
          borderWidth="1px"
          borderColor="whiteAlpha.300"
          borderRadius="md"
          px="2"
          py="1"
        >
          {seasons.map((s) => (
            <option key={s.id} value={s.index}>
              Saison {s.index} ({formatApiDate(s.beginDate)} – {formatApiDate(s.endDate)})
              {s.isCurrent ? ', en cours' : ''}
            </option>
          ))}
        </chakra.select>
      </HStack>
      <HStack role="search" aria-label="Voir un joueur" gap="2" wrap="wrap">
        <Input
          aria-label="Pseudo du joueur"
          placeholder="Pseudo du joueur"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') focus();
          }}
          maxW="xs"
          size="sm"
        />
        <Button size="sm" variant="outline" onClick={focus}>
          Voir ses parties
        </Button>
        {auth.isAuthenticated && auth.userName ? (
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => void navigate(hardcorePath(mode, season.index, auth.userName))}
          >
            Mes parties
          </Button>
        ) : null}
        {userName ? (
          <AppLink to={hardcorePath(mode, season.index)} fontSize="sm">
            Tous les joueurs
          </AppLink>
        ) : null}
      </HStack>
    </Stack>
  );
}

function SeasonFigures({ data }: { data: HardcoreRunsPage }) {
  return (
    <Box mb="4">
      <FigureTiles
        columns={{ base: 2, md: 4 }}
        figures={[
          { label: 'Joueurs', value: data.playerCount },
          { label: 'Parties', value: data.runCount },
          { label: data.season.isFinished ? 'Survivants' : 'Toujours en vie', value: data.survivorCount },
          { label: 'Échecs', value: data.failureCount },
        ]}
      />
    </Box>
  );
}

function SeasonRuns({
  mode,
  season,
  userName,
}: {
  mode: Mode;
  season: HardcoreSeasonListItem;
  userName: string | undefined;
}) {
  const [page, setPage] = usePageParam();
  const auth = useAuth();
  const { data, isLoading, isError, error, refetch } = useHardcoreRunsQuery({
    mode: mode === 'echecs' ? 'failures' : 'retrospective',
    seasonIndex: season.index,
    page,
    size: leaderboardPageSize,
    userName,
  });
  if (isLoading) return <LoadingState />;
  if (isError) {
    const unknownPlayer = error && 'status' in error && error.status === 404 && userName;
    return unknownPlayer ? (
      <Text color="fg.muted">Aucun joueur ne s'appelle «&nbsp;{userName}&nbsp;».</Text>
    ) : (
      <QueryErrorState error={error} onRetry={() => void refetch()} />
    );
  }
  if (!data) return null;
  const failures = mode === 'echecs';
  return (
    <>
      <SeasonFigures data={data} />
      <LeaderboardTable
        caption={`Saison ${season.index} : ${failures ? 'échecs' : 'rétrospective'}`}
        columns={failures ? ["Jour de l'échec", 'Raison', 'Jours tenus'] : ['Jours tenus', 'Début', 'Fin']}
        highlightUserName={userName ?? auth.userName}
        emptyText={failures ? 'Aucun échec pour cette saison.' : 'Aucune partie pour cette saison.'}
        rows={data.runs.map((run) => ({
          key: run.id,
          position: run.position,
          userName: run.user.discordUserName,
          cells: failures
            ? [
                run.failedDate ? formatApiDate(run.failedDate) : '',
                run.endReason ? reasons[run.endReason] : '',
                days(run.dayCount),
              ]
            : [
                days(run.dayCount),
                formatApiDate(run.startDate),
                run.endReason
                  ? `${formatApiDate(run.endDate ?? '')} (${reasons[run.endReason].toLowerCase()})`
                  : 'en cours',
              ],
        }))}
      />
      <Pagination page={page} pageCount={data.pageCount} onChange={setPage} />
    </>
  );
}
