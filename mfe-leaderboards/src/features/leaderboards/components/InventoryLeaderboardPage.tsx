import { NavLink, Navigate, useParams } from 'react-router';
import { pathTo } from '@zu/shared-platform';
import { Container, controlClassNames, HStack } from '@zu/shared-ui';
import { boards, inventoryBoardOf } from '../model/boards';
import { BoardHeading } from './BoardHeading';
import { PagedLeaderboard } from './PagedLeaderboard';

/** `/classement/inventaire/{inventoryType}`: distinct counted cards, of any shiny level or of one. */
export default function InventoryLeaderboardPage() {
  const { inventoryType } = useParams();
  const board = inventoryBoardOf(inventoryType);
  if (!board) return <Navigate to={pathTo('LeaderboardInventory', { inventoryType: 'uniques' })} replace />;
  return (
    <Container maxW="5xl" py="8">
      <BoardHeading board={board} />
      <HStack as="nav" aria-label="Types d'inventaire" gap="2" mb="4" wrap="wrap">
        {boards.flatMap((other) =>
          other.inventoryType ? (
            <NavLink
              key={other.type}
              className={controlClassNames.pillLink}
              to={pathTo('LeaderboardInventory', { inventoryType: other.inventoryType })}
            >
              {other.shortTitle}
            </NavLink>
          ) : (
            []
          ),
        )}
      </HStack>
      <PagedLeaderboard key={board.type} board={board} />
    </Container>
  );
}
