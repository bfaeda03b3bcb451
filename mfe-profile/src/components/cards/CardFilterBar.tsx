import { chakra, HStack, Input } from '@zu/shared-ui';
import type { CardFilter } from './card-lines';

const shinyOptions = [
  { value: -1, label: 'Toutes' },
  { value: 0, label: 'Normales' },
  { value: 1, label: 'Dorées' },
  { value: 2, label: 'Chromatiques' },
] as const;

/** A search box and a shiny-level choice over a card list. */
export function CardFilterBar({ filter, onChange }: { filter: CardFilter; onChange: (filter: CardFilter) => void }) {
  return (
    <HStack gap="3" mb="4" wrap="wrap">
      <Input
        maxW="sm"
        placeholder="Rechercher une carte"
        aria-label="Rechercher une carte"
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.target.value })}
      />
      <chakra.select
        aria-label="Brillance"
        value={filter.shinyLevel}
        onChange={(event) => onChange({ ...filter, shinyLevel: Number(event.target.value) })}
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="md"
        px="3"
        h="10"
      >
        {shinyOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </chakra.select>
    </HStack>
  );
}
