import { useState } from 'react';
import type { InventoryEntry } from '@zu/shared-contract';
import { Container, ErrorState, Heading, LoadingState, Text } from '@zu/shared-ui';
import { useProfileInventoryQuery } from '../api/inventory-api';
import { filterCardLines, noCardFilter, type CardLine } from '../../../components/cards/card-lines';
import { CardFilterBar } from '../../../components/cards/CardFilterBar';
import { CardList } from '../../../components/cards/CardList';

const toLine = (entry: InventoryEntry): CardLine => ({
  key: entry.id,
  item: entry.item,
  shinyLevel: entry.shinyLevel,
  quantity: entry.quantity,
  upgradeLevel: entry.upgradeLevel,
});

/** A player's cards, filtered: the plain ones (inventory) or the constellations. */
export function InventoryPageView({
  userName,
  title,
  keep,
  empty,
}: {
  userName: string;
  title: string;
  keep: (entry: InventoryEntry) => boolean;
  empty: string;
}) {
  const [filter, setFilter] = useState(noCardFilter);
  const inventory = useProfileInventoryQuery(userName, { skip: !userName });
  if (inventory.isLoading) return <LoadingState />;
  if (inventory.isError || !inventory.data)
    return (
      <Container maxW="7xl" py="6">
        <ErrorState onRetry={() => void inventory.refetch()} />
      </Container>
    );
  const lines = inventory.data.filter(keep).map(toLine);
  const shown = filterCardLines(lines, filter);
  return (
    <Container maxW="7xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {title}
      </Heading>
      <CardFilterBar filter={filter} onChange={setFilter} />
      <Text mb="3" color="fg.muted">
        {shown.length} carte(s) correspond(ent) à la sélection
      </Text>
      <CardList lines={shown} label={title} empty={lines.length === 0 ? empty : 'Aucune carte ne correspond.'} />
    </Container>
  );
}
