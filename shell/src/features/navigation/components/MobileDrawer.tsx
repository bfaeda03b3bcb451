import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Box, CloseButton, Drawer, IconButton, Link, Portal } from '@zu/shared-ui';
import type { NavGroup, NavItem } from '../model/nav-groups';
import { QuickSearch } from '../../search';
import { EarlyMenuPanel, earlyMenuPanelId } from './EarlyMenuPanel';
import { MenuGroupLinks } from './MenuGroupLinks';
import { ModeSwitch } from './ModeSwitch';
import { UnreadDot } from './UnreadDot';
import { UnseenSalesCount } from './UnseenSalesCount';
import { useRoutePreload } from '../model/route-preload';

/** Below 1264 px (lg) the groups live in a drawer. */
export function MobileDrawer({
  groups,
  market,
  unread,
}: {
  groups: NavGroup[];
  market: NavItem | undefined;
  unread: { event: boolean; patch: boolean };
}) {
  const [open, setOpen] = useState(false);
  // Rendered into a page's HTML (no window): the menu must work before the app does.
  const renderedAheadOfVisits = typeof window === 'undefined';
  const close = () => setOpen(false);
  const preload = useRoutePreload();
  const itemLink = (item: NavItem, count?: ReactNode) =>
    item.external ? (
      <Link key={item.label} href={item.to} target="_blank" rel="noreferrer" py="1.5">
        {item.label} ↗
      </Link>
    ) : (
      <Link
        key={item.label}
        asChild
        py="1.5"
        css={{ '&[aria-current=page]': { color: 'gold.fg', fontWeight: 'semibold' } }}
      >
        <NavLink
          to={item.to}
          onClick={close}
          onPointerEnter={() => void preload(item.to)}
          onFocus={() => void preload(item.to)}
        >
          {item.label}
          {item.dot && unread[item.dot] ? <UnreadDot /> : null}
          {count}
        </NavLink>
      </Link>
    );
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Drawer.Trigger asChild>
        <IconButton
          aria-label="Ouvrir le menu"
          variant="ghost"
          color="white"
          data-early-control="open-menu"
          // In the page's HTML, a tap shows the menu's links at once (the boot script), before the app runs.
          data-early-opens={renderedAheadOfVisits ? earlyMenuPanelId : undefined}
        >
          <Box as="span" fontSize="2xl" lineHeight="1" aria-hidden="true">
            ☰
          </Box>
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="#140f2a" maxW="xs">
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Box mb="5">
                <QuickSearch onPicked={close} />
              </Box>
              <MenuGroupLinks
                groups={groups}
                link={(item) => itemLink(item)}
                market={market ? itemLink(market, <UnseenSalesCount />) : undefined}
              >
                <ModeSwitch />
              </MenuGroupLinks>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Fermer le menu" size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {renderedAheadOfVisits ? <EarlyMenuPanel groups={groups} market={market} /> : null}
    </Drawer.Root>
  );
}
