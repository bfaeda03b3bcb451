import { pathTo, TextLink, rankTowerRows, useActiveFeatures, useTowerLeaderboardQuery } from '@zu/shared-platform';
import { Container, PageHeading, plural, SimpleGrid, Stack, Text } from '@zu/shared-ui';
import { useLeaderboardsPageQuery } from '../api/leaderboards-api';
import { boardPath, boards, isRouteActive, type BoardDefinition } from '../model/boards';
import { TopTen } from './TopTen';

const topSize = 10;

function BoardTopTen({ board }: { board: BoardDefinition }) {
  const { data, isLoading, error } = useLeaderboardsPageQuery({ type: board.type, page: 0, size: topSize });
  return (
    <TopTen
      title={board.inventoryType ? `Inventaire : ${board.shortTitle.toLowerCase()}` : board.shortTitle}
      to={boardPath(board)}
      isLoading={isLoading}
      error={error}
      entries={data?.rows.map((row) => ({
        position: row.position,
        userName: row.user.discordUserName,
        score: plural(row.score, board.scoreUnit),
      }))}
    />
  );
}

function TowerTopTen() {
  const { data, isLoading, error } = useTowerLeaderboardQuery({ seasonOffset: 0 });
  return (
    <TopTen
      title="Vortex"
      to={pathTo('LeaderboardTower')}
      isLoading={isLoading}
      error={error}
      entries={rankTowerRows(data?.users ?? [])
        .slice(0, topSize)
        .map((row) => ({ position: row.position, userName: row.userName, score: `étage ${row.floor}` }))}
    />
  );
}

/** `/classement`: the top 10 of every open leaderboard, each linking to its page. */
export default function LeaderboardOverviewPage() {
  const { features } = useActiveFeatures();
  return (
    <Container maxW="7xl" py="8">
      <PageHeading title="Classements">Les meilleurs joueurs de chaque classement, en un coup d'oeil.</PageHeading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {boards
          .filter((board) => isRouteActive(board.route, features))
          .map((board) => (
            <BoardTopTen key={board.type} board={board} />
          ))}
        {isRouteActive('LeaderboardTower', features) ? <TowerTopTen /> : null}
      </SimpleGrid>
      <Stack mt="8" gap="2">
        <Text fontWeight="semibold">Saisons hardcore</Text>
        <Text color="fg.muted">
          Les parties les plus longues de chaque saison et les échecs, jour après jour :{' '}
          <TextLink to={pathTo('LeaderboardHardcore', { displayMode: 'retrospective' })}>rétrospective</TextLink> ·{' '}
          <TextLink to={pathTo('LeaderboardHardcore', { displayMode: 'echecs' })}>échecs</TextLink>
        </Text>
      </Stack>
    </Container>
  );
}
