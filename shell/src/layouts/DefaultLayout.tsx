import { Outlet } from 'react-router';
import { Box, Flex, SkipNavLink } from '@zu/shared-ui';
import { Footer } from './Footer';
import { WebpBanner } from '../features/navigation/components/WebpBanner';
import { NavBar } from './NavBar';

export function DefaultLayout() {
  return (
    <Flex direction="column" minH="100vh">
      {/* The first stop of the Tab key: past the header's controls, straight to the page. */}
      <SkipNavLink id="contenu" zIndex="skipNav">
        Aller au contenu
      </SkipNavLink>
      <WebpBanner />
      <NavBar />
      <Box as="main" id="contenu" tabIndex={-1} flex="1" pb="12" _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
