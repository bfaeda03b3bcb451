import { PlayerNameLink as SharedPlayerNameLink } from '@zu/shared-platform/widgets';

/** A player's name on a board: the site's player link (their card on hover or focus), in the boards' style. */
export function PlayerNameLink({ userName }: { userName: string }) {
  return <SharedPlayerNameLink userName={userName} color="white" fontWeight="medium" />;
}
