import type { ItemQuery } from '@zu/shared-contract';
import { cardCountLine } from '@zu/shared-platform/widgets';
import { LoadingState, Text } from '@zu/shared-ui';
import { useCatalogueItemsQuery } from '../api/catalogue-api';
import { ItemsView } from './ItemsView';
import { QueryErrorState } from '@zu/shared-platform';

/** A fixed selection of cards (STAR, effect, upgradable), with the count line, windowed like the catalogue. */
export function ItemsSection({ query, constellation = false }: { query: ItemQuery; constellation?: boolean }) {
  const items = useCatalogueItemsQuery(query);
  if (items.isLoading) return <LoadingState />;
  if (items.isError) return <QueryErrorState error={items.error} onRetry={() => void items.refetch()} />;
  if (!items.data) return null;
  return (
    <>
      <Text mb="4" color="fg.muted" data-testid="items-count">
        {cardCountLine(items.data.length)}
      </Text>
      <ItemsView items={items.data} layout="grid" shinyLevel={0} constellation={constellation} />
    </>
  );
}
