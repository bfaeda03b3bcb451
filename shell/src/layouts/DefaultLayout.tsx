import { Outlet } from 'react-router';
import { Box, Flex } from '@zu/shared-ui';
import { Footer } from './Footer';
import { WebpBanner } from '../features/navigation/components/WebpBanner';
import { NavBar } from './NavBar';

export function DefaultLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <WebpBanner />
      <NavBar />
      <Box as="main" id="contenu" flex="1" pb="12">
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
