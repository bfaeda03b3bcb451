import { gameNumbers } from '@zu/shared-contract/constants';
import { daysUntilRestock, parisToday, restockLabel } from './restock';

describe("the échoppe's next batch", () => {
  it('comes the rhythm of the game numbers after the current batch began, never counted below zero', () => {
    const every = gameNumbers.shop.restockEveryDays;
    expect(daysUntilRestock('2026-11-01T13:00:00', '2026-11-01')).toBe(every);
    expect(daysUntilRestock('2026-10-20T13:00:00', '2026-11-01')).toBe(0);
    // A batch dated after the visitor's day (a clock behind the game's) still waits one rhythm, no more.
    expect(daysUntilRestock('2026-11-03T13:00:00', '2026-11-01')).toBe(every);
  });

  it("reads today's day in Paris, where the game's days turn", () => {
    expect(parisToday(new Date('2026-11-01T23:30:00Z'))).toBe('2026-11-02');
    expect(parisToday(new Date('2026-11-01T22:30:00Z'))).toBe('2026-11-01');
  });

  it('says it in French', () => {
    expect(restockLabel(0)).toMatch(/aujourd'hui/);
    expect(restockLabel(1)).toMatch(/demain/);
    expect(restockLabel(3)).toBe('Nouvel arrivage dans 3 jours.');
  });
});
