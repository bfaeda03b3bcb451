import { NavLink, Outlet, useLocation, useParams } from 'react-router';
import { useAuth } from '@zu/shared-auth';
import {
  pathTo,
  playerTopic,
  routeNameAt,
  useActiveFeatures,
  useAppSettingsQuery,
  useLiveTopics,
  usePublicUserQuery,
  type RouteName,
  QueryErrorState,
} from '@zu/shared-platform';
import { Box, Container, Link, LoadingState, SidewaysScroller, tabLinkStyle } from '@zu/shared-ui';
import { OwnProfileNotStarted, UserBannerHeader, UserNotFound } from '../user-profile';
import { UserLayoutActions } from './components/UserLayoutActions';
import { useInventoryMode } from './model/inventory-mode';
import { canSubscribe, hasRunningSubscription, isOwnProfile } from './model/layout-rules';
import { userTabs } from './user-tabs';

/**
 * The layout shared by every User route: it stays mounted while the player's tabs change (a pathless parent
 * route in the shell), so its header does not reload.
 */
export default function UserLayout() {
  const { discordUserName } = useParams();
  const { pathname } = useLocation();
  const { features } = useActiveFeatures();
  const { data: settings } = useAppSettingsQuery();
  const auth = useAuth();
  const [inventoryMode, setInventoryMode] = useInventoryMode();
  const profile = usePublicUserQuery(discordUserName ?? '', { skip: !discordUserName });
  // Every tab of a player follows their changes (figures, scores, cards) while it is open; the name is the API's,
  // so a player who does not exist opens no stream.
  const shownName = profile.data?.user.discordUserName;
  useLiveTopics(shownName ? [playerTopic(shownName)] : []);
  if (!discordUserName) return <Outlet />;
  const own = isOwnProfile(auth.userName, discordUserName);
  if (profile.isLoading) return <LoadingState />;
  if (profile.error) {
    const notFound = 'status' in profile.error && profile.error.status === 404;
    if (notFound) return own ? <OwnProfileNotStarted /> : <UserNotFound />;
    return (
      <Container maxW="7xl" py="8">
        <QueryErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      </Container>
    );
  }
  if (!profile.data) return null;
  const route = routeNameAt(pathname) as RouteName | undefined;
  const tabs = userTabs.filter((tab) => !tab.features || tab.features.some((f) => features.includes(f)));
  const tabTarget = (tabRoute: (typeof tabs)[number]['route']) =>
    tabRoute === 'UserInventory' && inventoryMode === 'Compare' ? 'UserCompare' : tabRoute;
  return (
    <>
      <Box as="section" aria-label="Profil du joueur" borderBottomWidth="1px" borderColor="whiteAlpha.200">
        <Container maxW="7xl" pt="6">
          <UserBannerHeader profile={profile.data} subscribed={hasRunningSubscription(profile.data)} />
          <SidewaysScroller as="nav" aria-label="Onglets du profil" display="flex" gap="1">
            <Link asChild {...tabLinkStyle}>
              <NavLink to={pathTo('UserOverview', { discordUserName })} end>
                Profil
              </NavLink>
            </Link>
            {tabs.map((tab) => (
              <Link key={tab.route} asChild {...tabLinkStyle}>
                <NavLink to={pathTo(tabTarget(tab.route), { discordUserName })}>{tab.label}</NavLink>
              </Link>
            ))}
          </SidewaysScroller>
          <UserLayoutActions
            profile={profile.data}
            discordUserName={discordUserName}
            route={route}
            own={own}
            canSubscribe={canSubscribe({ own, profile: profile.data, features })}
            showConstellations={features.includes('UPGRADE')}
            showCalendar={!!settings?.inCalendarPeriod && features.includes('CALENDAR')}
            inventoryMode={inventoryMode}
            onInventoryModeChange={setInventoryMode}
          />
        </Container>
      </Box>
      <Outlet />
    </>
  );
}
