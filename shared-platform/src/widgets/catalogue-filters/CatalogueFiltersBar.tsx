import { useId, useState } from 'react';
import { filterKeywords, gameNumbers } from '@zu/shared-contract/constants';
import { Box, Button, chakra, controlClassNames, HStack, Input, RarityIcons, Stack, Text } from '@zu/shared-ui';
import {
  filterKeywordLabels,
  shinyLevelOptions,
  toggled,
  type CatalogueFilters,
  type ShinyLevel,
} from './catalogue-filters';

const { lowest, highest, star } = gameNumbers.rarity;
const plainRarities = Array.from({ length: highest - lowest + 1 }, (_, i) => lowest + i);

export const nativeSelectStyle = {
  h: '10',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'bg',
  color: 'fg',
  fontSize: 'sm',
} as const;

/** The shiny select of a list that keeps its shiny choice itself (the Marché, where no choice lists every version). */
export interface ShinyChoice {
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

export interface CatalogueFiltersBarProps {
  filters: CatalogueFilters;
  onChange: (patch: Partial<CatalogueFilters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
  /** STAR cards can be filtered only while the STAR feature is on. */
  starActive?: boolean;
  /** Chromatic cards cannot be asked for in some lists (the Constellation pack). */
  chromaticAllowed?: boolean;
  panelOpenOnArrival?: boolean;
  /** The shiny select, when the list keeps its shiny choice itself; by default it sets the filters' shiny level. */
  shinyChoice?: ShinyChoice;
  /** False for a list the extra filters (keywords, fusions) do not apply to: no 'Plus de filtres'. */
  extraFilters?: boolean;
}

/** The card filters of the catalogue, reused by the profile's inventory. */
export function CatalogueFiltersBar({
  filters,
  onChange,
  onReset,
  starActive = false,
  chromaticAllowed = true,
  panelOpenOnArrival = false,
  shinyChoice,
  extraFilters = true,
}: CatalogueFiltersBarProps) {
  const shiny: ShinyChoice = shinyChoice ?? {
    value: String(filters.shinyLevel),
    options: shinyLevelOptions.map((option) => ({ value: String(option.value), label: option.label })),
    onChange: (value) => onChange({ shinyLevel: Number(value) as ShinyLevel }),
  };
  const [panelOpen, setPanelOpen] = useState(panelOpenOnArrival);
  const panelId = useId();
  const rarities = starActive ? [...plainRarities, star] : plainRarities;
  const extraFilterCount = filters.filters.length + Number(filters.fusions) + Number(filters.materials);

  return (
    <Stack gap="3" mb="4" data-testid="catalogue-filters">
      <HStack gap="3" wrap="wrap">
        <Input
          type="search"
          maxW="xs"
          placeholder="Rechercher une carte"
          aria-label="Rechercher une carte"
          maxLength={100}
          data-early-control="card-search"
          value={filters.search}
          // Every keystroke replaces the address rather than stacking one history entry per letter.
          onChange={(event) => onChange({ search: event.target.value }, { replace: true })}
        />
        <chakra.select
          {...nativeSelectStyle}
          aria-label="Brillance"
          data-early-control="shiny-level"
          value={shiny.value}
          onChange={(event) => shiny.onChange(event.target.value)}
        >
          {shiny.options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.value === '2' && !chromaticAllowed}>
              {option.label}
            </option>
          ))}
        </chakra.select>
        {extraFilters ? (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            data-early-control="more-filters"
            onClick={() => setPanelOpen((open) => !open)}
          >
            Plus de filtres{extraFilterCount ? ` (${extraFilterCount})` : ''}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" data-early-control="reset-filters" onClick={onReset}>
          Réinitialiser
        </Button>
      </HStack>
      <HStack gap="2" role="group" aria-label="Raretés" wrap="wrap">
        {rarities.map((rarity) => {
          const pressed = filters.rarities.includes(rarity);
          return (
            <button
              key={rarity}
              type="button"
              className={controlClassNames.toggleButton}
              aria-pressed={pressed}
              data-early-control={`rarity-${rarity}`}
              onClick={() => onChange({ rarities: toggled(filters.rarities, rarity).sort((a, b) => a - b) })}
            >
              <RarityIcons rarity={rarity} />
            </button>
          );
        })}
      </HStack>
      <Box
        id={panelId}
        hidden={!panelOpen || !extraFilters}
        maxH="200px"
        overflowY="auto"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        p="3"
        role="group"
        aria-label="Filtres supplémentaires"
      >
        {/* Drawn only when open: the catalogue draws this bar again at every change of filter. */}
        {panelOpen && extraFilters ? (
          <Stack gap="1">
            {filterKeywords.map((keyword) => (
              <Checkbox
                key={keyword}
                label={filterKeywordLabels[keyword]}
                checked={filters.filters.includes(keyword)}
                onChange={() => onChange({ filters: toggled(filters.filters, keyword) })}
              />
            ))}
            <Checkbox
              label="Cartes obtenues par fusion"
              checked={filters.fusions}
              onChange={() => onChange({ fusions: !filters.fusions })}
            />
            <Checkbox
              label="Composants de fusion"
              checked={filters.materials}
              onChange={() => onChange({ materials: !filters.materials })}
            />
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}

function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer">
      <chakra.input type="checkbox" checked={checked} onChange={onChange} accentColor="var(--zu-colors-brand-solid)" />
      <Text as="span" fontSize="sm">
        {label}
      </Text>
    </chakra.label>
  );
}
