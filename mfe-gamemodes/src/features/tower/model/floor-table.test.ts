import { seasonFixture } from '../testing/tower-fixtures';
import { floorTable } from './floor-table';

describe('the floor table', () => {
  it('lists the floors bottom first, normal cards then golden by rarity, whatever order the API sends', () => {
    const floors = seasonFixture(1).tower.towerFloors.map((floor) => ({
      ...floor,
      dropRates: [...floor.dropRates].reverse(),
    }));
    const { columns, rows } = floorTable([...floors].reverse());
    expect(columns.map((column) => `${column.shinyLevel}-${column.rarity}`)).toEqual([
      '0-1',
      '0-2',
      '0-3',
      '0-4',
      '1-1',
      '1-2',
      '1-3',
      '1-4',
    ]);
    expect(rows.map((row) => [row.floor, row.passRate])).toEqual([
      [1, 0.75],
      [2, 0.6],
      [3, 0.45],
      [4, 0.3],
      [5, 0.2],
      [6, undefined],
    ]);
    expect(rows[3]!.dropRates).toEqual([25, 30, 25, 10, 4, 3, 2, 1]);
  });
});
