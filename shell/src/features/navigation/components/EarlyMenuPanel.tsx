import { Box, Flex, Heading, Link } from '@zu/shared-ui';
import type { NavGroup, NavItem } from '../model/nav-groups';
import { MenuGroupLinks } from './MenuGroupLinks';

/** The id of the panel, named by the menu button's `data-early-opens`. */
export const earlyMenuPanelId = 'early-menu';

/**
 * Drawn only into a page's HTML (rendered ahead of visits): the menu's links, hidden, which the page's boot script
 * shows at once when the menu button is tapped before the app runs. Its links are plain navigations; the app's own
 * drawer takes its place when the app does (the tap is played there too).
 */
export function EarlyMenuPanel({ groups, market }: { groups: NavGroup[]; market: NavItem | undefined }) {
  const link = (item: NavItem) => (
    <Link key={item.label} href={item.to} py="1.5" {...(item.external ? { target: '_blank', rel: 'noreferrer' } : {})}>
      {item.label}
      {item.external ? ' ↗' : ''}
    </Link>
  );
  return (
    <Box
      id={earlyMenuPanelId}
      data-early-panel=""
      hidden
      role="dialog"
      aria-label="Menu"
      // The header (its backdrop filter) is the containing block of a fixed element inside it: the panel takes the
      // screen's height itself, and dims the page beside it with its shadow, as the app's drawer does.
      position="fixed"
      top="0"
      left="0"
      h="100dvh"
      w="full"
      maxW="xs"
      zIndex="modal"
      overflowY="auto"
      bg="#140f2a"
      boxShadow="0 0 0 100vmax rgba(0, 0, 0, 0.6)"
      p="6"
    >
      <Flex justify="space-between" align="center" mb="5">
        <Heading as="h2" size="md">
          Menu
        </Heading>
        <Box
          as="button"
          data-early-close=""
          aria-label="Fermer le menu"
          fontSize="xl"
          lineHeight="1"
          px="2"
          cursor="pointer"
        >
          ×
        </Box>
      </Flex>
      <MenuGroupLinks groups={groups} link={link} market={market ? link(market) : undefined} />
    </Box>
  );
}
