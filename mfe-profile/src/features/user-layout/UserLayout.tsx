import { NavLink, Outlet, useParams } from 'react-router';
import { pathTo, useActiveFeatures, usePublicUserQuery } from '@zu/shared-platform';
import { Box, Container, ErrorState, HStack, Link, LoadingState, tabLinkStyle } from '@zu/shared-ui';
import { UserBannerHeader } from '../user-profile/components/UserBannerHeader';
import { UserNotFound } from '../user-profile/components/UserNotFound';
import { userTabs } from './user-tabs';

/**
 * The layout shared by every User route: it stays mounted while the player's tabs change (a pathless parent
 * route in the shell), so its header does not reload.
 */
export default function UserLayout() {
  const { discordUserName } = useParams();
  const { features } = useActiveFeatures();
  const profile = usePublicUserQuery(discordUserName ?? '', { skip: !discordUserName });
  if (!discordUserName) return <Outlet />;
  if (profile.isLoading) return <LoadingState />;
  if (profile.error) {
    const notFound = 'status' in profile.error && profile.error.status === 404;
    return notFound ? (
      <UserNotFound />
    ) : (
      <Container maxW="7xl" py="8">
        <ErrorState onRetry={() => void profile.refetch()} />
      </Container>
    );
  }
  if (!profile.data) return null;
  const tabs = userTabs.filter((tab) => !tab.features || tab.features.some((f) => features.includes(f)));
  return (
    <>
      <Box as="section" aria-label="Profil du joueur" borderBottomWidth="1px" borderColor="whiteAlpha.200">
        <Container maxW="7xl" pt="6">
          <UserBannerHeader profile={profile.data} />
          <HStack as="nav" aria-label="Onglets du profil" gap="1" overflowX="auto">
            <Link asChild {...tabLinkStyle}>
              <NavLink to={pathTo('UserOverview', { discordUserName })} end>
                Profil
              </NavLink>
            </Link>
            {tabs.map((tab) => (
              <Link key={tab.route} asChild {...tabLinkStyle}>
                <NavLink to={pathTo(tab.route, { discordUserName })}>{tab.label}</NavLink>
              </Link>
            ))}
          </HStack>
        </Container>
      </Box>
      <Outlet />
    </>
  );
}
