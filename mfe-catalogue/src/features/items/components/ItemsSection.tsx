import type { ItemQuery } from '@zu/shared-contract';
import { useMemo, useState } from 'react';
import { cardCountLine, matchesCardSearch } from '@zu/shared-platform/widgets';
import { Input, LoadingState, Text } from '@zu/shared-ui';
import { useCatalogueItemsQuery } from '../api/catalogue-api';
import { ItemsView } from './ItemsView';
import { QueryErrorState } from '@zu/shared-platform';

/** A fixed selection of cards (STAR, effect, upgradable), with the count line, windowed like the catalogue. */
export function ItemsSection({
  query,
  constellation = false,
  searchable = false,
}: {
  query: ItemQuery;
  constellation?: boolean;
  /** A search box over the selection, for the long ones. */
  searchable?: boolean;
}) {
  const items = useCatalogueItemsQuery(query);
  const [search, setSearch] = useState('');
  const shown = useMemo(() => items.data?.filter((item) => matchesCardSearch(item, search)), [items.data, search]);
  if (items.isLoading) return <LoadingState />;
  if (items.isError) return <QueryErrorState error={items.error} onRetry={() => void items.refetch()} />;
  if (!shown) return null;
  return (
    <>
      {searchable ? (
        <Input
          type="search"
          aria-label="Rechercher une carte"
          placeholder="Rechercher une carte"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxW="sm"
          mb="3"
        />
      ) : null}
      <Text mb="4" color="fg.muted" data-testid="items-count">
        {cardCountLine(shown.length)}
      </Text>
      <ItemsView items={shown} layout="grid" shinyLevel={0} constellation={constellation} />
    </>
  );
}
