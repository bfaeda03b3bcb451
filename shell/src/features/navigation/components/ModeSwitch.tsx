import { useLocation } from 'react-router';
import { AppLink, getRuntimeConfig, pathTo, useAppSettingsQuery } from '@zu/shared-platform';
import { Link } from '@zu/shared-ui';
import { normalSiteUrl } from '../model/mode-switch';

/** While the hardcore season runs: a link to the normal site; once it is done: its retrospective. */
export function ModeSwitch() {
  const { data: settings } = useAppSettingsQuery();
  // The current address, followed here: the navigation bar around it is not drawn again at each change of page.
  const { pathname, search, hash } = useLocation();
  if (!settings) return null;
  if (settings.lastHardcoreSeasonDone) {
    return (
      <AppLink
        to={pathTo('LeaderboardHardcore', { displayMode: 'retrospective' })}
        fontSize="sm"
        color="gold.fg"
        whiteSpace="nowrap"
      >
        Rétrospective
      </AppLink>
    );
  }
  const here = new URL(`${pathname}${search}${hash}`, window.location.href).href;
  return (
    <Link
      href={normalSiteUrl(here, getRuntimeConfig().normalSiteHost)}
      fontSize="sm"
      color="whiteAlpha.800"
      whiteSpace="nowrap"
    >
      Mode normal
    </Link>
  );
}
