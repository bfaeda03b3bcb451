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
  const path = `${pathname}${search}${hash}`;
  const { normalSiteHost } = getRuntimeConfig();
  // Rendered ahead of visits (no window), the link keeps the visit's protocol.
  const href =
    typeof window === 'undefined'
      ? `//${normalSiteHost}${path}`
      : normalSiteUrl(new URL(path, window.location.href).href, normalSiteHost);
  return (
    <Link href={href} fontSize="sm" color="whiteAlpha.800" whiteSpace="nowrap">
      Mode normal
    </Link>
  );
}
