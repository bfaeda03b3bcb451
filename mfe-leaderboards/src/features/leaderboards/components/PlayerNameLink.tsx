import { AppLink, pathTo } from '@zu/shared-platform';
import { PlayerHoverCard } from '@zu/shared-platform/widgets';

/**
 * A player's name, linking to their profile, their card shown on hover or focus: the one place a leaderboard names
 * a player.
 */
export function PlayerNameLink({ userName }: { userName: string }) {
  return (
    <PlayerHoverCard userName={userName}>
      <AppLink to={pathTo('UserOverview', { discordUserName: userName })} color="white" fontWeight="medium">
        {userName}
      </AppLink>
    </PlayerHoverCard>
  );
}
