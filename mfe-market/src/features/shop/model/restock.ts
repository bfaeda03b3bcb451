import { gameNumbers } from '@zu/shared-contract/constants';

const dayNumber = (date: string) => {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!) / 86_400_000;
};

/** Today's calendar day in Paris, where the game's days turn: 'YYYY-MM-DD'. */
export function parisToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

/**
 * Days until the échoppe's next batch: the current one began on `beginDate` (a Paris day) and the next comes
 * `restockEveryDays` later, at the daily turn; 0 once that day has come (the turn not played yet).
 */
export function daysUntilRestock(beginDate: string, today: string): number {
  const left = dayNumber(beginDate) + gameNumbers.shop.restockEveryDays - dayNumber(today);
  return Math.min(gameNumbers.shop.restockEveryDays, Math.max(0, left));
}

export function restockLabel(daysLeft: number): string {
  if (daysLeft === 0) return "Nouvel arrivage aujourd'hui, au prochain tour de jeu.";
  if (daysLeft === 1) return 'Nouvel arrivage demain : 1 jour à attendre.';
  return `Nouvel arrivage dans ${daysLeft} jours.`;
}
