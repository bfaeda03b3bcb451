import { AppLink } from '@zu/shared-platform';
import { Box } from '@zu/shared-ui';
import type { CommandGroup } from '../model/command-groups';

/** Quick links to each group of commands; the router scrolls to the anchor. */
export function CommandGroupNav({ groups }: { groups: readonly CommandGroup[] }) {
  return (
    <Box as="nav" aria-label="Catégories de commandes">
      <Box as="ul" display="flex" flexWrap="wrap" gap="2">
        {groups.map((group) => (
          <li key={group.id}>
            <AppLink
              to={`#${group.id}`}
              display="inline-block"
              px="3.5"
              py="1.5"
              borderRadius="full"
              borderWidth="1px"
              borderColor="whiteAlpha.300"
              bg="whiteAlpha.100"
              color="white"
              fontSize="sm"
              fontWeight="medium"
              _hover={{ bg: 'brand.800', borderColor: 'brand.400', textDecoration: 'none' }}
            >
              {group.title}
            </AppLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
