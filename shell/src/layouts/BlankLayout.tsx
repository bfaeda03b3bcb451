import { Outlet } from 'react-router';
import { Box } from '@zu/shared-ui';

/** Full-screen pages (ticket scratching, shop, calendar, giveaway): no navigation bar, no footer. */
export function BlankLayout() {
  return (
    <Box as="main" minH="100vh">
      <Outlet />
    </Box>
  );
}
