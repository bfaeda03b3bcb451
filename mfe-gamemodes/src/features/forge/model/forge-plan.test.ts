import type { ForgeFusionLine, ForgeRecycleLine } from '@zu/shared-contract';
import { itemFixture } from '@zu/shared-platform/testing';
import { craftShortfalls, missingInputs, sortRecycleLines } from './forge-plan';

const line = (n: number, amount: number): ForgeRecycleLine => ({
  item: itemFixture(n),
  shinyLevel: 0,
  quantity: 2,
  duplicateCount: 1,
  currency: 'loreDust',
  amount,
});

describe('the forge planner model', () => {
  it("sorts duplicates by yield, largest first, cards of equal yield in the API's order", () => {
    const lines = [line(1, 10), line(2, 50), line(3, 10), line(4, -5), line(5, 50)];
    expect(sortRecycleLines(lines, 'yield').map((l) => l.item.identifier)).toEqual([2, 5, 1, 3, 4]);
    expect(sortRecycleLines(lines, 'cards').map((l) => l.item.identifier)).toEqual([1, 2, 3, 4, 5]);
  });

  it('tells, currency by currency, what the balance lacks to craft every priced card', () => {
    const plan = { balance: { loreDust: 500, loreFragment: 20 } };
    expect(craftShortfalls(plan, { loreDust: 500, loreFragment: 0 })).toEqual([]);
    expect(craftShortfalls(plan, { loreDust: 740, loreFragment: 21 })).toEqual([
      { currency: 'loreDust', total: 740, balance: 500, missing: 240 },
      { currency: 'loreFragment', total: 21, balance: 20, missing: 1 },
    ]);
  });

  it('names the inputs of a fusion held too few times, with the copies each lacks', () => {
    const fusion: ForgeFusionLine = {
      item: itemFixture(9),
      shinyLevel: 0,
      inputs: [
        { item: itemFixture(1), needed: 2, held: 5 },
        { item: itemFixture(2), needed: 4, held: 1 },
      ],
    };
    expect(missingInputs(fusion).map((input) => [input.item.identifier, input.missing])).toEqual([[2, 3]]);
  });
});
