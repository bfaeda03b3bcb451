import { NavLink, Link as RouterLink } from 'react-router';
import { useActiveFeatures, pathTo } from '@zu/shared-platform';
import { Box, Container, Flex, HStack, Link } from '@zu/shared-ui';
import { Logo } from './Logo';
import { navLinks } from './nav-links';

export function NavBar() {
  const { features } = useActiveFeatures();
  const visible = navLinks.filter((item) => !item.features || item.features.some((f) => features.includes(f)));
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
      <Container maxW="7xl">
        <Flex h="16" align="center" gap="6">
          <Link asChild color="white" _hover={{ textDecoration: 'none' }} aria-label="ZUnivers Hardcore, accueil">
            <RouterLink to={pathTo('Main')}>
              <Logo />
            </RouterLink>
          </Link>
          <HStack as="nav" aria-label="Navigation principale" gap="1" overflowX="auto">
            {visible.map((item) => (
              <Link
                key={item.label}
                asChild
                px="3"
                py="2"
                borderRadius="md"
                fontWeight="medium"
                color="whiteAlpha.800"
                whiteSpace="nowrap"
                _hover={{ bg: 'whiteAlpha.100', color: 'white', textDecoration: 'none' }}
                css={{ '&[aria-current=page]': { color: 'white', bg: 'brand.800' } }}
              >
                <NavLink to={item.to}>{item.label}</NavLink>
              </Link>
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
