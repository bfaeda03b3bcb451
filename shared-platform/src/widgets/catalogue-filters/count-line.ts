import { pluralForm } from '@zu/shared-ui';

/**
 * The line under the filters: how many cards the selection holds (singular up to one, as French has it). The count
 * stays in plain digits ('1500 cartes correspondent à la sélection'): the product spec quotes the line as it is.
 */
export function cardCountLine(count: number): string {
  return `${count} ${pluralForm(count, { one: 'carte correspond', other: 'cartes correspondent' })} à la sélection`;
}
