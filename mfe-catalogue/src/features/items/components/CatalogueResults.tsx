import { memo, useMemo } from 'react';
import type { ItemQuery } from '@zu/shared-contract';
import { QueryErrorState } from '@zu/shared-platform';
import { cardCountLine, useDebouncedValue } from '@zu/shared-platform/widgets';
import { Box, HStack, LoadingState, Text, type ShinyLevel } from '@zu/shared-ui';
import { useCatalogueItemsQuery } from '../api/catalogue-api';
import { ofRarities, sortItems, type ItemSort } from '../model/sort-items';
import { ItemsView } from './ItemsView';

export interface CatalogueResultsProps {
  /** What to ask the API for; undefined: nothing to ask (an unknown pack). */
  query: ItemQuery | undefined;
  /** Picked among the loaded cards, no request. */
  rarities: readonly number[];
  sort: ItemSort;
  shinyLevel: ShinyLevel;
  layout: 'grid' | 'list';
  constellation: boolean;
}

/**
 * The count line and the cards. Its own component, memoised: a change of filter draws the filters bar at once, and
 * these only when the pause is over (or when the cards arrive), without drawing the rest of the page again.
 */
export const CatalogueResults = memo(function CatalogueResults({
  query,
  rarities,
  sort,
  shinyLevel,
  layout,
  constellation,
}: CatalogueResultsProps) {
  // Any change of filter, search, shiny level or route reloads after a pause.
  const settledQuery = useDebouncedValue(query);
  // Rarities are picked from the loaded cards (after the same pause): toggling one repaints without a request.
  const settledRarities = useDebouncedValue(rarities);
  const items = useCatalogueItemsQuery(settledQuery ?? {}, { skip: !settledQuery });
  const pending =
    JSON.stringify(settledQuery) !== JSON.stringify(query) ||
    JSON.stringify(settledRarities) !== JSON.stringify(rarities);
  const unknownPack = query === undefined;
  const loading = !unknownPack && (items.isFetching || pending);
  const sorted = useMemo(
    () =>
      items.data && !unknownPack ? sortItems(ofRarities(items.data, settledRarities), sort, shinyLevel) : undefined,
    [items.data, unknownPack, settledRarities, sort, shinyLevel],
  );

  return (
    <>
      {items.isError ? <QueryErrorState error={items.error} onRetry={() => void items.refetch()} /> : null}
      {loading && !sorted ? <LoadingState /> : null}
      {sorted ? (
        <Box>
          {/* The count of the cards shown, and beside it, while the next ones load, the spinner: nothing moves. */}
          <HStack mb="4" gap="4" minH="6">
            <Text color="fg.muted" data-testid="items-count" aria-live="polite">
              {cardCountLine(sorted.length)}
            </Text>
            {loading ? <LoadingState inline /> : null}
          </HStack>
          {/* The previous cards stay while the next ones load, dimmed (an inline style: no new style rule). */}
          <Box aria-busy={loading} style={{ opacity: loading ? 0.5 : 1 }} transition="opacity 0.2s">
            <ItemsView items={sorted} layout={layout} shinyLevel={shinyLevel} constellation={constellation} />
          </Box>
        </Box>
      ) : null}
    </>
  );
});
