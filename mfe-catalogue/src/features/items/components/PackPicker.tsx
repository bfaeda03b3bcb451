import { NavLink } from 'react-router';
import { pathTo } from '@zu/shared-platform';
import { HStack, Link } from '@zu/shared-ui';
import type { PackGroup } from '../model/pack-groups';

const itemStyle = {
  px: '3',
  py: '1.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'whiteAlpha.300',
  fontSize: 'sm',
  whiteSpace: 'nowrap',
  _hover: { bg: 'whiteAlpha.100', textDecoration: 'none' },
  css: { '&[aria-current=page]': { bg: 'brand.700', borderColor: 'brand.500', color: 'white' } },
} as const;

/** The packs as links (`/catalogue/{pack}`): all cards, or one pack. */
export function PackPicker({ groups }: { groups: readonly PackGroup[] }) {
  return (
    <HStack as="nav" aria-label="Packs" gap="2" wrap="wrap" mb="4">
      <Link asChild {...itemStyle}>
        <NavLink to={pathTo('ItemsGrid')} end>
          Toutes les cartes
        </NavLink>
      </Link>
      {groups.map((group) => (
        <Link key={group.slug} asChild {...itemStyle}>
          <NavLink to={pathTo('ItemsGrid', { pack: group.slug })}>{group.name}</NavLink>
        </Link>
      ))}
    </HStack>
  );
}
