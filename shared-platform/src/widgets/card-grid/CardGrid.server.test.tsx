/**
 * @jest-environment node
 */
// As a page's HTML is made ahead of visits: in Node, no layout, so the grid is never measured.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { itemFixture } from '@zu/shared-platform/testing';
import { UiProvider } from '@zu/shared-ui';
import { CardGrid, type CardGridEntry } from './CardGrid';
import { columnsFor } from './grid-geometry';

const cards = (count: number): CardGridEntry[] =>
  Array.from({ length: count }, (_, i) => ({ key: String(i + 1), item: itemFixture(i + 1) }));

describe('CardGrid before it is measured', () => {
  it('draws the first screenful only, its pictures fetched at once, the rest as the list height', () => {
    const html = renderToString(
      <MemoryRouter>
        <UiProvider>
          <CardGrid cards={cards(1500)} label="Cartes" />
        </UiProvider>
      </MemoryRouter>,
    );
    const tiles = html.match(/<li\b/g) ?? [];
    // Two rows of a laptop's width: enough for the widest screen's first row, and the HTML stays small.
    expect(tiles).toHaveLength(2 * columnsFor(1100));
    expect(html.match(/loading="lazy"/g)).toBeNull();
    expect(html).toMatch(/padding-bottom:\s*[1-9]\d{4,}(\.\d+)?px/);
  });
});
