import { useLocation } from 'react-router';
import { useAuth, withSessionCheckHint } from '@zu/shared-auth';
import { AppLink, getRuntimeConfig, pathTo, useAppSettingsQuery } from '@zu/shared-platform';
import { Link } from '@zu/shared-ui';
import { otherSite, urlOnHost } from '../model/mode-switch';

/**
 * The same address on another site's host; rendered ahead of visits (no window), it keeps the visit's protocol. A
 * signed-in player's link carries the session check hint: tokens are kept per site, and the other site checks the
 * player's session once on arrival, so the player arrives signed in.
 */
function hrefOn(host: string, path: string, signedIn: boolean): string {
  if (typeof window === 'undefined') return `//${host}${path}`;
  const href = urlOnHost(new URL(path, window.location.href).href, host);
  return signedIn ? withSessionCheckHint(href) : href;
}

/**
 * While the hardcore season runs: a link to the other rule set's site, at the page being shown. Once the last season
 * is done the hardcore site shows its retrospective instead, and the normal site leads there.
 */
export function ModeSwitch() {
  const { data: settings } = useAppSettingsQuery();
  // The current address, followed here: the navigation bar around it is not drawn again at each change of page.
  const { pathname, search, hash } = useLocation();
  const { isAuthenticated } = useAuth();
  if (!settings) return null;
  const config = getRuntimeConfig();
  const retrospective = pathTo('LeaderboardHardcore', { displayMode: 'retrospective' });
  if (settings.lastHardcoreSeasonDone && config.ruleSet === 'HARDCORE') {
    return (
      <AppLink to={retrospective} fontSize="sm" color="gold.fg" whiteSpace="nowrap">
        Rétrospective
      </AppLink>
    );
  }
  const site = otherSite(config);
  if (settings.lastHardcoreSeasonDone) {
    return (
      <Link href={hrefOn(site.host, retrospective, isAuthenticated)} fontSize="sm" color="gold.fg" whiteSpace="nowrap">
        Rétrospective hardcore
      </Link>
    );
  }
  return (
    <Link
      href={hrefOn(site.host, `${pathname}${search}${hash}`, isAuthenticated)}
      fontSize="sm"
      color="whiteAlpha.800"
      whiteSpace="nowrap"
    >
      {site.label}
    </Link>
  );
}
