import type { ReactNode } from 'react';
import { Box, Heading, Stack } from '@zu/shared-ui';
import type { NavGroup, NavItem } from '../model/nav-groups';

/**
 * The menu's groups of links under their headings, then the market's link and what follows: the app's drawer and
 * the page's HTML panel draw them alike, each with its own kind of link.
 */
export function MenuGroupLinks({
  groups,
  link,
  market,
  children,
}: {
  groups: NavGroup[];
  link: (item: NavItem) => ReactNode;
  /** The market's link, when the market is open. */
  market?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack as="nav" aria-label="Menu" gap="5">
      {groups.map((group) => (
        <Box key={group.label}>
          <Heading as="h2" size="sm" color="gold.fg" mb="1">
            {group.label}
          </Heading>
          <Stack gap="0">{group.items.map((item) => link(item))}</Stack>
        </Box>
      ))}
      {market ? <Stack gap="0">{market}</Stack> : null}
      {children}
    </Stack>
  );
}
