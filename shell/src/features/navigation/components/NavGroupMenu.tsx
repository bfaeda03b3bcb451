import { useNavigate } from 'react-router';
import { Button, OnDemandMenu } from '@zu/shared-ui';
import type { NavGroup } from '../model/nav-groups';
import { useRoutePreload } from '../model/route-preload';
import { UnreadDot } from './UnreadDot';

export function NavGroupMenu({ group, unread }: { group: NavGroup; unread: { event: boolean; patch: boolean } }) {
  const navigate = useNavigate();
  const preload = useRoutePreload();
  const dotted = (dot: 'event' | 'patch' | undefined) => (dot ? unread[dot] : false);
  return (
    <OnDemandMenu
      rootProps={{
        // Pointer or arrow keys on an item: its page starts loading before the choice is made.
        onHighlightChange: ({ highlightedValue }) => {
          const item = group.items.find((candidate) => candidate.label === highlightedValue);
          if (item && !item.external) void preload(item.to);
        },
      }}
      trigger={
        <Button
          variant="ghost"
          // Narrower below the widest screens, so that the header holds a signed-in player's balance and name.
          px={{ base: '3', xl: '4' }}
          color="whiteAlpha.800"
          fontWeight="medium"
          _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
          _expanded={{ bg: 'whiteAlpha.100', color: 'white' }}
          data-early-control={`nav-group:${group.label}`}
        >
          {group.label}
          {group.items.some((item) => dotted(item.dot)) ? <UnreadDot /> : null}
        </Button>
      }
    >
      {(Menu) => (
        <Menu.Positioner>
          <Menu.Content minW="52">
            {group.items.map((item) =>
              item.external ? (
                <Menu.Item key={item.label} value={item.label} asChild>
                  <a href={item.to} target="_blank" rel="noreferrer">
                    {item.label} ↗
                  </a>
                </Menu.Item>
              ) : (
                <Menu.Item key={item.label} value={item.label} onSelect={() => navigate(item.to)}>
                  {item.label}
                  {dotted(item.dot) ? <UnreadDot /> : null}
                </Menu.Item>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      )}
    </OnDemandMenu>
  );
}
