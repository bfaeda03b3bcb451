import { columnsFor, windowRange } from './window-range';

describe('windowing', () => {
  it('draws only the rows in view plus the overscan, padding the rest', () => {
    expect(windowRange({ offset: 1000, viewportHeight: 600, rowHeight: 100, rowCount: 500, overscan: 2 })).toEqual({
      firstRow: 8,
      lastRow: 18,
      paddingTop: 800,
      paddingBottom: 48200,
    });
  });

  it('starts at the first row while the list is below the viewport top, and stops at the last', () => {
    expect(windowRange({ offset: -300, viewportHeight: 600, rowHeight: 100, rowCount: 50, overscan: 1 })).toMatchObject(
      {
        firstRow: 0,
        lastRow: 4,
        paddingTop: 0,
      },
    );
    expect(windowRange({ offset: 4900, viewportHeight: 600, rowHeight: 100, rowCount: 50, overscan: 1 })).toMatchObject(
      {
        firstRow: 48,
        lastRow: 50,
        paddingBottom: 0,
      },
    );
  });

  it('fits as many columns as the width allows, at least two', () => {
    expect(columnsFor(1000, 150, 16)).toBe(6);
    expect(columnsFor(200, 150, 16)).toBe(2);
  });
});
