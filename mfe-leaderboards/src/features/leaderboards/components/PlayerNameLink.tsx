import { AppLink, pathTo } from '@zu/shared-platform';

/** A player's name, linking to their profile; the one place a leaderboard names a player (the hover card wraps it). */
export function PlayerNameLink({ userName }: { userName: string }) {
  return (
    <AppLink to={pathTo('UserOverview', { discordUserName: userName })} color="white" fontWeight="medium">
      {userName}
    </AppLink>
  );
}
