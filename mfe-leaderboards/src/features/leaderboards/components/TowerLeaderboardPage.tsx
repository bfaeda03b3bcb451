import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '@zu/shared-auth';
import { Button, Container, HStack, LoadingState, PageHeading, Text } from '@zu/shared-ui';
import { yourPositionText } from '../model/position-text';
import { LeaderboardTable } from './LeaderboardTable';
import { MyPositionButton } from './MyPositionButton';
import { leaderboardPageSize } from './PagedLeaderboard';
import { usePageParam } from './use-page-param';
import {
  QueryErrorState,
  rankTowerRows,
  towerSeasonLabel,
  useLazyTowerLeaderboardQuery,
  useTowerLeaderboardQuery,
} from '@zu/shared-platform';
import { Pagination } from '@zu/shared-platform/widgets';

/** `/classement/vortex?seasonOffset=`: the season's best climbers (the API's top 100), page by page. */
export default function TowerLeaderboardPage() {
  const [params, setParams] = useSearchParams();
  const seasonOffset = Math.max(0, Number.parseInt(params.get('seasonOffset') ?? '0', 10) || 0);
  const [page, setPage] = usePageParam();
  const { userName } = useAuth();
  const { data, isLoading, isError, error, refetch } = useTowerLeaderboardQuery({ seasonOffset });
  const [findMe, mine] = useLazyTowerLeaderboardQuery();
  const [status, setStatus] = useState<string>();
  const [jumped, setJumped] = useState(false);
  const rows = rankTowerRows(data?.users ?? []);
  const pageCount = Math.ceil(rows.length / leaderboardPageSize);
  const noSeason = isError && error && 'status' in error && error.status === 404;

  const goToSeason = (offset: number) => {
    setStatus(undefined);
    setParams(offset > 0 ? { seasonOffset: String(offset) } : {}, { preventScrollReset: true });
  };

  const jump = async (name: string) => {
    const index = rows.findIndex((row) => row.userName.toLowerCase() === name.toLowerCase());
    if (index >= 0) {
      setPage(Math.floor(index / leaderboardPageSize));
      setJumped(true);
      setStatus(yourPositionText(rows[index]!.position));
      return;
    }
    const result = await findMe({ seasonOffset, userName: name });
    const entry = result.data?.users[0];
    setStatus(
      entry && entry.maxFloorIndex !== undefined
        ? `Tu n'es pas dans les ${rows.length} premiers : étage ${entry.maxFloorIndex + 1} en ${entry.towerLogCount} tentatives.`
        : "Tu n'as pas encore tenté le Vortex cette saison.",
    );
  };

  return (
    <Container maxW="5xl" py="8">
      <PageHeading title="Classement Vortex">
        Les joueurs montés le plus haut dans le Vortex : l'étage atteint d'abord, puis le moins de tentatives.
      </PageHeading>
      <HStack as="nav" aria-label="Saisons du Vortex" gap="3" mb="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => goToSeason(seasonOffset + 1)}>
          Saison d'avant
        </Button>
        <Text fontWeight="semibold" data-testid="tower-season">
          {towerSeasonLabel(seasonOffset)}
        </Text>
        <Button size="sm" variant="outline" disabled={seasonOffset === 0} onClick={() => goToSeason(seasonOffset - 1)}>
          Saison d'après
        </Button>
      </HStack>
      <MyPositionButton onJump={(name) => void jump(name)} isLoading={mine.isFetching} status={status} />
      {isLoading ? <LoadingState /> : null}
      {noSeason ? <Text color="fg.muted">Aucune saison du Vortex à cette place.</Text> : null}
      {isError && !noSeason ? <QueryErrorState error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <>
          <LeaderboardTable
            caption={`Vortex, ${towerSeasonLabel(seasonOffset).toLowerCase()}`}
            columns={['Étage', 'Tentatives']}
            highlightUserName={userName}
            scrollToHighlight={jumped}
            emptyText="Personne n'a encore tenté le Vortex cette saison."
            rows={rows.slice(page * leaderboardPageSize, (page + 1) * leaderboardPageSize).map((row) => ({
              key: row.userName,
              position: row.position,
              userName: row.userName,
              cells: [row.floor, row.attempts],
            }))}
          />
          <Pagination page={page} pageCount={pageCount} onChange={setPage} />
        </>
      ) : null}
    </Container>
  );
}
