import type { ForgeRecycleLine } from '@zu/shared-contract';
import { formatNumber } from '@zu/shared-ui';
import { rewardCurrencies } from '../../rewards';

/** The two currencies of the forge: 'Classique' cards are worth the first, every other pack's the second. */
export type ForgeCurrency = ForgeRecycleLine['currency'];
export const forgeCurrencies: readonly ForgeCurrency[] = ['loreDust', 'loreFragment'];

// The site's one naming of its currencies, the rewards' (the forge shows no ZUMonnaie).
const names = Object.fromEntries(rewardCurrencies) as Record<(typeof rewardCurrencies)[number][0], string>;

/** 'poudre créatrice', "cristal d'histoire". */
export function currencyName(currency: ForgeCurrency): string {
  return names[currency];
}

/** '1 200 poudre créatrice'. */
export function amountText(amount: number, currency: ForgeCurrency): string {
  return `${formatNumber(amount)} ${names[currency]}`;
}

/** '+120 poudre créatrice' for a gain, '-60 cristal d'histoire' for a cost. */
export function signedAmountText(amount: number, currency: ForgeCurrency): string {
  return `${amount > 0 ? '+' : ''}${amountText(amount, currency)}`;
}
