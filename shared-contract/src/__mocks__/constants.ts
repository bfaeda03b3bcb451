// The contract's constants as a help text's test sees them (`jest.mock('@zu/shared-contract/constants')`): the same,
// except that every game number becomes an odd one of its own (a count n becomes 10n + 1, a rate gains 0.07 %). A text
// that takes its figures from the game numbers shows the odd ones; a figure written by hand stays as it was and no
// longer matches any game number, even when it happens to be the right one today.
import type * as Constants from '../constants';

// A CommonJS module under jest: it hands back every constant at once, whatever the contract adds later.
declare const module: { exports: unknown };

const actual = jest.requireActual<typeof Constants>('../constants');

function oddOnes<T>(value: T): T {
  if (typeof value === 'number') return (Number.isInteger(value) ? value * 10 + 1 : value + 0.0007) as T;
  if (Array.isArray(value)) return value.map(oddOnes) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, oddOnes(inner)])) as T;
  }
  return value;
}

module.exports = { ...actual, gameNumbers: oddOnes(actual.gameNumbers) };
