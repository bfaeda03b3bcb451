import { memo, useMemo } from 'react';
import type { Item } from '@zu/shared-contract';
import { CardGrid, type CardGridEntry } from '@zu/shared-platform/widgets';
import type { ShinyLevel } from '@zu/shared-ui';

export interface ItemsViewProps {
  items: readonly Item[];
  layout: 'grid' | 'list';
  shinyLevel: ShinyLevel;
  /** The Constellation pack shows every card as a full constellation, whose level is the card's rarity. */
  constellation?: boolean;
}

/**
 * The catalogue's cards in the shared virtualised grid: only the rows near the viewport are in the DOM. Not drawn
 * again while its props stay the same (a filter being changed, before its pause is over).
 */
export const ItemsView = memo(function ItemsView({ items, layout, shinyLevel, constellation = false }: ItemsViewProps) {
  const cards = useMemo<CardGridEntry[]>(
    () =>
      items.map((item) => ({
        key: item.id,
        item,
        shinyLevel,
        constellationLevel: constellation ? item.rarity : undefined,
      })),
    [items, shinyLevel, constellation],
  );
  return <CardGrid cards={cards} layout={layout} label="Cartes" data-testid="items-view" />;
});
