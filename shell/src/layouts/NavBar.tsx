import { NavLink, Link as RouterLink } from 'react-router';
import { getRuntimeConfig, pathTo, siteName, useActiveFeatures } from '@zu/shared-platform';
import { Box, Container, Flex, HStack, Link, Spacer } from '@zu/shared-ui';
import { AccountArea } from '../features/account/components/AccountArea';
import { GiftLink } from '../features/navigation/components/GiftLink';
import { MobileDrawer } from '../features/navigation/components/MobileDrawer';
import { ModeSwitch } from '../features/navigation/components/ModeSwitch';
import { NavGroupMenu } from '../features/navigation/components/NavGroupMenu';
import { SeenOnVisit, useUnread } from '../features/navigation/components/use-unread';
import { UnseenSalesCount } from '../features/navigation/components/UnseenSalesCount';
import { QuickSearch } from '../features/search/components/QuickSearch';
import { marketLink, navGroups } from '../features/navigation/model/nav-groups';
import { useRoutePreload } from '../features/navigation/model/route-preload';
import { Logo } from './Logo';

export function NavBar() {
  const { features } = useActiveFeatures();
  const config = getRuntimeConfig();
  const groups = navGroups({
    features,
    ruleSet: config.ruleSet,
    bossToggle: config.bossToggle,
    suggestionsUrl: config.suggestionsUrl,
  });
  const market = marketLink(features);
  const unread = useUnread();
  const preload = useRoutePreload();
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="rgba(20, 15, 42, 0.92)"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      borderColor="whiteAlpha.200"
    >
      <SeenOnVisit />
      <Container maxW="7xl">
        <Flex h="16" align="center" gap={{ base: '2', md: '4' }}>
          <Box display={{ base: 'block', lg: 'none' }}>
            <MobileDrawer groups={groups} market={market} unread={unread} />
          </Box>
          <Link asChild color="white" _hover={{ textDecoration: 'none' }} aria-label={`${siteName(config)}, accueil`}>
            <RouterLink to={pathTo('Main')}>
              <Logo hardcore={config.ruleSet === 'HARDCORE'} />
            </RouterLink>
          </Link>
          <HStack as="nav" aria-label="Navigation principale" gap="0" display={{ base: 'none', lg: 'flex' }}>
            {groups.map((group) => (
              <NavGroupMenu key={group.label} group={group} unread={unread} />
            ))}
            {market ? (
              <Link
                asChild
                px={{ base: '3', xl: '4' }}
                py="2"
                borderRadius="md"
                fontSize="sm"
                fontWeight="medium"
                color="whiteAlpha.800"
                _hover={{ bg: 'whiteAlpha.100', color: 'white', textDecoration: 'none' }}
                css={{ '&[aria-current=page]': { color: 'white', bg: 'brand.800' } }}
              >
                <NavLink
                  to={market.to}
                  onPointerEnter={() => void preload(market.to)}
                  onFocus={() => void preload(market.to)}
                >
                  {market.label}
                  <UnseenSalesCount />
                </NavLink>
              </Link>
            ) : null}
          </HStack>
          <Spacer />
          <Box display={{ base: 'none', md: 'block' }}>
            <QuickSearch />
          </Box>
          {/* Beside the main navigation wherever it shows; below its width, in the drawer that holds it. */}
          <Box display={{ base: 'none', lg: 'block' }}>
            <ModeSwitch />
          </Box>
          <GiftLink />
          <AccountArea />
        </Flex>
      </Container>
    </Box>
  );
}
