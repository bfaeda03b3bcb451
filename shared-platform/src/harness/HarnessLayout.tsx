import { generatePath, Outlet } from 'react-router';
import { Badge, Box, Container, Flex, HStack, Text } from '@zu/shared-ui';
import { areaInfo, type RemoteArea } from '../areas/areas';
import { AppLink } from '../routing/AppLink';
import { routesOfArea } from '../routing/route-table';

/** The frame of a remote running alone: its name, and a link to each of its pages that needs no parameter. */
export function createHarnessLayout(area: RemoteArea) {
  const linkable = routesOfArea(area).filter((route) => !/:[^/?]+(\/|$)/.test(route.path));
  const label = (route: (typeof linkable)[number]) =>
    linkable.some((other) => other !== route && other.pageName === route.pageName)
      ? `${route.pageName} (${generatePath(route.path, {})})`
      : route.pageName;
  return function HarnessLayout() {
    return (
      <Box minH="100vh">
        <Box as="header" borderBottomWidth="1px" borderColor="border" bg="bg.panel" py="3">
          <Container maxW="7xl">
            <Flex gap="4" align="center" wrap="wrap">
              <Text fontWeight="bold">{areaInfo(area).label}</Text>
              <Badge colorPalette="gold">mode autonome</Badge>
              <HStack as="nav" aria-label="Pages de l'application" gap="3" wrap="wrap">
                {linkable.map((route) => (
                  <AppLink key={route.name} to={generatePath(route.path, {})} fontSize="sm">
                    {label(route)}
                  </AppLink>
                ))}
              </HStack>
            </Flex>
          </Container>
        </Box>
        <Box as="main">
          <Outlet />
        </Box>
      </Box>
    );
  };
}
