import { useState } from 'react';
import { useAuth } from '@zu/shared-auth';
import { formatApiTime, formatNumber, LoadingState, plural, Text } from '@zu/shared-ui';
import { useLazyLeaderboardsAroundQuery, useLeaderboardsPageQuery } from '../api/leaderboards-api';
import type { BoardDefinition } from '../model/boards';
import { yourPositionText } from '../model/position-text';
import { LeaderboardTable } from './LeaderboardTable';
import { MyPositionButton } from './MyPositionButton';
import { usePageParam } from './use-page-param';
import { QueryErrorState } from '@zu/shared-platform';
import { Pagination } from '@zu/shared-platform/widgets';

export const leaderboardPageSize = 20;

/** One leaderboard of the API, page by page, with the signed-in player's row highlighted and one click away. */
export function PagedLeaderboard({ board }: { board: BoardDefinition }) {
  const [page, setPage] = usePageParam();
  const { userName } = useAuth();
  const { data, isFetching, isLoading, isError, error, refetch } = useLeaderboardsPageQuery({
    type: board.type,
    page,
    size: leaderboardPageSize,
  });
  const [findMe, around] = useLazyLeaderboardsAroundQuery();
  const [status, setStatus] = useState<string>();
  const [jumped, setJumped] = useState(false);

  const jump = async (name: string) => {
    setStatus(undefined);
    const result = await findMe({ type: board.type, userName: name, size: leaderboardPageSize });
    if (result.data) {
      const mine = result.data.rows.find((row) => row.user.discordUserName.toLowerCase() === name.toLowerCase());
      setPage(result.data.page);
      setJumped(true);
      setStatus(mine ? yourPositionText(mine.position) : undefined);
    } else {
      const notRanked = result.error && 'status' in result.error && result.error.status === 404;
      setStatus(notRanked ? "Tu n'apparais pas dans ce classement." : "Ta position n'a pas pu être chargée.");
    }
  };

  const scoreColumn = board.scoreLabelOnPhone
    ? { label: board.scoreLabel, onPhone: board.scoreLabelOnPhone }
    : board.scoreLabel;
  const columns = [scoreColumn, ...(board.detail ? ['Détail'] : [])];
  return (
    <>
      <MyPositionButton onJump={(name) => void jump(name)} isLoading={around.isFetching} status={status} />
      {isLoading ? <LoadingState /> : null}
      {isError ? <QueryErrorState error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <>
          {/* An empty board says so once, in the table. */}
          {data.total > 0 ? (
            <Text color="fg.muted" fontSize="sm" mb="2" data-testid="leaderboard-total">
              {plural(data.total, { one: 'joueur classé', other: 'joueurs classés' })}
              {data.refreshedAt ? ` · classement mis à jour à ${formatApiTime(data.refreshedAt)}` : ''}
            </Text>
          ) : null}
          <LeaderboardTable
            caption={board.shortTitle}
            columns={columns}
            highlightUserName={userName}
            scrollToHighlight={jumped}
            emptyText={
              page > 0 && data.total > 0
                ? `Ce classement s'arrête à la page ${data.pageCount}.`
                : "Personne n'est encore classé ici."
            }
            rows={data.rows.map((row) => ({
              key: row.user.id,
              position: row.position,
              userName: row.user.discordUserName,
              cells: [formatNumber(row.score), ...(board.detail ? [board.detail(row.data) ?? ''] : [])],
            }))}
          />
          <Pagination page={page} pageCount={data.pageCount} onChange={setPage} />
          {isFetching ? <Text srOnly>Chargement…</Text> : null}
        </>
      ) : null}
    </>
  );
}
