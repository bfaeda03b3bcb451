import { NavLink } from 'react-router';
import { pathTo } from '@zu/shared-platform';
import { HStack, Link, pillLinkStyle } from '@zu/shared-ui';
import type { PackGroup } from '../model/pack-groups';

/** The packs as links (`/catalogue/{pack}`): all cards, or one pack. */
export function PackPicker({ groups }: { groups: readonly PackGroup[] }) {
  return (
    <HStack as="nav" aria-label="Packs" gap="2" wrap="wrap" mb="4">
      <Link asChild {...pillLinkStyle}>
        <NavLink to={pathTo('ItemsGrid')} end>
          Toutes les cartes
        </NavLink>
      </Link>
      {groups.map((group) => (
        <Link key={group.slug} asChild {...pillLinkStyle}>
          <NavLink to={pathTo('ItemsGrid', { pack: group.slug })}>{group.name}</NavLink>
        </Link>
      ))}
    </HStack>
  );
}
