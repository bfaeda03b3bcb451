import { NavLink, Outlet, useParams } from 'react-router';
import { pathTo, useActiveFeatures } from '@zu/shared-platform';
import { Box, Container, Heading, HStack, Link } from '@zu/shared-ui';
import { userTabs } from './user-tabs';

/**
 * The layout shared by every User route: it stays mounted while the player's tabs change (a pathless parent
 * route in the shell), so its header does not reload.
 */
export default function UserLayout() {
  const { discordUserName } = useParams();
  const { features } = useActiveFeatures();
  if (!discordUserName) return <Outlet />;
  const tabs = userTabs.filter((tab) => !tab.features || tab.features.some((f) => features.includes(f)));
  return (
    <>
      <Box as="section" aria-label="Profil du joueur" bg="brand.950" borderBottomWidth="1px" borderColor="whiteAlpha.200">
        <Container maxW="7xl" pt="8">
          <Heading as="p" size="3xl" fontFamily="heading" mb="4" data-testid="user-layout-name">
            <Link asChild color="inherit">
              <NavLink to={pathTo('UserOverview', { discordUserName })} end>
                {discordUserName}
              </NavLink>
            </Link>
          </Heading>
          <HStack as="nav" aria-label="Onglets du profil" gap="1" overflowX="auto">
            {tabs.map((tab) => (
              <Link
                key={tab.route}
                asChild
                px="4"
                py="2"
                borderTopRadius="md"
                color="whiteAlpha.800"
                whiteSpace="nowrap"
                _hover={{ bg: 'whiteAlpha.100', textDecoration: 'none' }}
                css={{ '&[aria-current=page]': { color: 'white', bg: 'bg', fontWeight: 'semibold' } }}
              >
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
