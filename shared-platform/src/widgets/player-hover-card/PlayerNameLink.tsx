import type { ComponentProps, ReactNode } from 'react';
import { AppLink, pathTo } from '@zu/shared-platform';
import { PlayerHoverCard } from './PlayerHoverCard';

export type PlayerNameLinkProps = Omit<ComponentProps<typeof AppLink>, 'to' | 'children'> & {
  userName: string;
  /** What the page shows of the player (their display name, say); their user name when absent. */
  children?: ReactNode;
};

/**
 * A player's name as every page shows it: a link to their profile, their card shown on hover or focus. The one way
 * a remote names a player, so that the card is everywhere a name is.
 */
export function PlayerNameLink({ userName, children, ...linkProps }: PlayerNameLinkProps) {
  return (
    <PlayerHoverCard userName={userName}>
      <AppLink to={pathTo('UserOverview', { discordUserName: userName })} {...linkProps}>
        {children ?? userName}
      </AppLink>
    </PlayerHoverCard>
  );
}
