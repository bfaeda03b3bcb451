import { gameNumbers } from '@zu/shared-contract/constants';
import { formatApiDate } from '@zu/shared-ui';
import { nextRestockDate, restockLabel } from './restock';

describe("the échoppe's next batch", () => {
  it('comes the rhythm of the game numbers after the current batch began, across a month and a year', () => {
    const every = gameNumbers.shop.restockEveryDays;
    const after = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + every * 86_400_000).toISOString();
    expect(nextRestockDate('2026-11-01T13:00:00')).toBe(after('2026-11-01').slice(0, 10));
    expect(nextRestockDate('2026-11-30T00:00:00')).toBe(after('2026-11-30').slice(0, 10));
    expect(nextRestockDate('2026-12-31T23:59:59')).toBe(after('2026-12-31').slice(0, 10));
  });

  it('says its day and the wait in French', () => {
    const label = restockLabel('2026-12-10T00:00:00');
    expect(label).toContain(`Prochain arrivage le ${formatApiDate(nextRestockDate('2026-12-10T00:00:00'))}`);
    expect(label).toMatch(/, dans \d+ jours?\.$/);
  });
});
