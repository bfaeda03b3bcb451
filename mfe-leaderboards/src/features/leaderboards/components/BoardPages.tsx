import type { LeaderboardType } from '@zu/shared-contract';
import { Container } from '@zu/shared-ui';
import { boardOf } from '../model/boards';
import { BoardHeading } from './BoardHeading';
import { PagedLeaderboard } from './PagedLeaderboard';

function BoardPage({ type }: { type: LeaderboardType }) {
  const board = boardOf(type);
  return (
    <Container maxW="5xl" py="8">
      <BoardHeading board={board} />
      <PagedLeaderboard board={board} />
    </Container>
  );
}

// One page per route, each the same component on its own board.
export const GlobalPage = () => <BoardPage type="GLOBAL" />;
export const TradelessPage = () => <BoardPage type="TRADELESS" />;
export const FusionPage = () => <BoardPage type="FUSION" />;
export const AchievementPage = () => <BoardPage type="ACHIEVEMENT" />;
export const RayouOfficialPage = () => <BoardPage type="LUCKY" />;
export const ReputationPage = () => <BoardPage type="REPUTATION" />;
export const ChallengesPage = () => <BoardPage type="CHALLENGE" />;
export const UpgradedPage = () => <BoardPage type="UPGRADE" />;
