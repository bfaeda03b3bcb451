import { gameNumbers } from '@zu/shared-contract/constants';

function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

const gameValues = numbersIn(gameNumbers);
// Rates are fractions and percentages their hundredfold: 0.005 × 100 is not exactly 0.5 for every rate.
const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;

// A number as French text writes it: thousands apart ('10 000', any space), a decimal comma, maybe a percentage.
const frenchNumber = /(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:,(\d+))?(\s*%)?/g;

/**
 * The numbers a help text states that are not the game's (`gameNumbers`, a rate also as its percentage). `notRules`
 * is the caller's short list of phrases that hold a number but state no rule ('Étape 2', a ticket's name, an
 * answer's figure): they are left out. Empty when the text takes every figure from the game numbers.
 */
export function numbersNotFromTheGame(text: string, notRules: readonly string[] = []): string[] {
  const rest = notRules.reduce((left, phrase) => left.split(phrase).join(' '), text);
  return [...rest.matchAll(frenchNumber)]
    .filter(([, whole = '', decimals = '0', percent]) => {
      const value = Number(`${whole.replace(/\D/g, '')}.${decimals}`);
      return !gameValues.some((known) => same(percent ? known * 100 : known, value));
    })
    .map(([found]) => found.trim());
}
