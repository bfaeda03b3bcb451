import { columnsFor, gridRowHeight } from './grid-geometry';

describe('card grid geometry', () => {
  it('fits as many columns as the width allows, at least two', () => {
    expect(columnsFor(1000, 150, 16)).toBe(6);
    expect(columnsFor(200, 150, 16)).toBe(2);
  });

  it('makes a row as tall as a card picture of the column width, plus its caption and the gap', () => {
    // Six columns of 150 px in 980 px: pictures 210 px tall, 76 px of caption (a name on two lines), 16 px of gap.
    expect(gridRowHeight(980, 6, 16)).toBe(210 + 76 + 16);
  });
});
