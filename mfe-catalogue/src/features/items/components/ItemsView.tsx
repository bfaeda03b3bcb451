import type { Item } from '@zu/shared-contract';
import { CardTile } from '@zu/shared-platform/widgets';
import { Box, type ShinyLevel } from '@zu/shared-ui';
import { useWindowedRows } from '../hooks/use-windowed-rows';

export interface ItemsViewProps {
  items: readonly Item[];
  layout: 'grid' | 'list';
  shinyLevel: ShinyLevel;
  /** The Constellation pack shows every card at its highest constellation level. */
  constellation?: boolean;
}

const gap = 16;
const tileMinWidth = 150;
// Picture (300 × 420) plus the rarity line and the name under it.
const gridRowHeight = (columnWidth: number) => Math.round(columnWidth * 1.4) + 56;
const listRowHeight = () => 76;

/** The cards, only the rows near the viewport in the DOM; the rest is padding of the same height. */
export function ItemsView({ items, layout, shinyLevel, constellation = false }: ItemsViewProps) {
  const grid = layout === 'grid';
  const { ref, columns, range } = useWindowedRows<HTMLUListElement>({
    count: items.length,
    tileMinWidth: grid ? tileMinWidth : undefined,
    gap: grid ? gap : 0,
    rowHeightFor: grid ? gridRowHeight : listRowHeight,
  });
  const visible = items.slice(range.firstRow * columns, range.lastRow * columns);
  const tiles = visible.map((item) => (
    <CardTile
      key={item.id}
      item={item}
      shinyLevel={shinyLevel}
      upgradeLevel={constellation ? 1 : undefined}
      layout={layout}
    />
  ));

  return (
    <Box
      as="ul"
      ref={ref}
      aria-label="Cartes"
      data-testid="items-view"
      data-layout={layout}
      p="0"
      m="0"
      display={grid ? 'grid' : 'block'}
      gridTemplateColumns={grid ? `repeat(${columns}, minmax(0, 1fr))` : undefined}
      gap={grid ? `${gap}px` : undefined}
      alignItems="start"
      style={{ paddingTop: range.paddingTop, paddingBottom: range.paddingBottom }}
    >
      {tiles}
    </Box>
  );
}
