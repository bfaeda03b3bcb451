import { useEffect, useMemo } from 'react';
import type { InventoryEntry } from '@zu/shared-contract';
import { useActiveFeatures, QueryErrorState } from '@zu/shared-platform';
import {
  CardGrid,
  cardCountLine,
  CatalogueFiltersBar,
  filterOwnedCards,
  useCatalogueFilters,
  type CardGridEntry,
} from '@zu/shared-platform/widgets';
import { Container, Heading, LoadingState, Text, type ShinyLevel } from '@zu/shared-ui';
import { useProfileInventoryQuery } from '../api/inventory-api';

const toTile = (entry: InventoryEntry): CardGridEntry => ({
  key: entry.id,
  item: entry.item,
  shinyLevel: entry.shinyLevel as ShinyLevel,
  quantity: entry.quantity,
  constellationLevel: entry.constellationLevel,
});

/**
 * A player's cards (the plain ones, or the constellations) with the catalogue's filters and card tiles. The API
 * sends the whole inventory, so every filter applies in the browser.
 */
export function InventoryPageView({
  userName,
  title,
  keep,
  empty,
  chromaticAllowed = true,
}: {
  userName: string;
  title: string;
  keep: (entry: InventoryEntry) => boolean;
  empty: string;
  /** Constellations have no chromatic version. */
  chromaticAllowed?: boolean;
}) {
  const { features } = useActiveFeatures();
  const { filters, setFilters, resetInPlace, panelOpenOnArrival } = useCatalogueFilters();
  const inventory = useProfileInventoryQuery(userName, { skip: !userName });
  // Filters stored by the catalogue may ask for chromatic cards, which constellations never are.
  useEffect(() => {
    if (!chromaticAllowed && filters.shinyLevel === 2) setFilters({ shinyLevel: 0 }, { replace: true });
  }, [chromaticAllowed, filters.shinyLevel, setFilters]);
  const owned = useMemo(() => (inventory.data ?? []).filter(keep), [inventory.data, keep]);
  const tiles = useMemo(() => filterOwnedCards(owned, filters).map(toTile), [owned, filters]);

  if (inventory.isLoading) return <LoadingState />;
  if (inventory.isError || !inventory.data)
    return (
      <Container maxW="7xl" py="6">
        <QueryErrorState error={inventory.error} onRetry={() => void inventory.refetch()} />
      </Container>
    );
  return (
    <Container maxW="7xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {title}
      </Heading>
      <CatalogueFiltersBar
        filters={filters}
        onChange={setFilters}
        onReset={resetInPlace}
        starActive={features.includes('STAR')}
        chromaticAllowed={chromaticAllowed}
        panelOpenOnArrival={panelOpenOnArrival}
      />
      {owned.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <>
          <Text mb="3" color="fg.muted" data-testid="items-count">
            {cardCountLine(tiles.length)}
          </Text>
          <CardGrid cards={tiles} label={title} />
        </>
      )}
    </Container>
  );
}
