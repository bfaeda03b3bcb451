import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, chakra, controlClassNames, HStack } from '@zu/shared-ui';
import { nativeSelectStyle } from '@zu/shared-platform/widgets';
import type { PackGroup } from '../model/pack-groups';

export interface PackPickerProps {
  groups: readonly PackGroup[];
  selectedSlug: string | undefined;
  /** Path of the catalogue for a pack (none: every card), keeping the filters. */
  hrefOf: (slug: string | undefined) => string;
}

/** Pack tabs on a wide screen, a pack dropdown on a narrow one. */
export function PackPicker({ groups, selectedSlug, hrefOf }: PackPickerProps) {
  const navigate = useNavigate();
  return (
    <>
      <HStack
        as="nav"
        aria-label="Packs"
        data-testid="pack-tabs"
        gap="2"
        wrap="wrap"
        mb="4"
        display={{ base: 'none', md: 'flex' }}
      >
        <RouterLink
          className={controlClassNames.pillLink}
          to={hrefOf(undefined)}
          aria-current={selectedSlug === undefined ? 'page' : undefined}
        >
          Toutes les cartes
        </RouterLink>
        {groups.map((group) => (
          <RouterLink
            key={group.slug}
            className={controlClassNames.pillLink}
            to={hrefOf(group.slug)}
            aria-current={group.slug === selectedSlug ? 'page' : undefined}
          >
            {group.name}
          </RouterLink>
        ))}
      </HStack>
      <Box display={{ base: 'block', md: 'none' }} mb="4">
        <chakra.select
          {...nativeSelectStyle}
          w="full"
          aria-label="Pack"
          data-early-control="pack"
          value={selectedSlug ?? ''}
          onChange={(event) => void navigate(hrefOf(event.target.value || undefined))}
        >
          <option value="">Toutes les cartes</option>
          {groups.map((group) => (
            <option key={group.slug} value={group.slug}>
              {group.name}
              {group.packs.length > 1 ? ` (${group.packs.map((p) => p.year ?? '—').join(', ')})` : ''}
            </option>
          ))}
        </chakra.select>
      </Box>
    </>
  );
}
