import { itemFixture } from '@zu/shared-platform/testing';
import { countedInputs } from './fusion-counts';

describe('fusion inputs', () => {
  it('counts each input once per repeated entry, in first-seen order', () => {
    const [a, b] = [itemFixture(1), itemFixture(2)];
    expect(countedInputs({ item: itemFixture(3), items: [a, b, a, a] })).toEqual([
      { item: a, quantity: 3 },
      { item: b, quantity: 1 },
    ]);
  });
});
