import { formatNumber } from './numbers';

// Built once: French puts 0 and 1 in the singular ("0 joueur", "1 joueur", "2 joueurs").
const frenchPlural = new Intl.PluralRules('fr');

/** A word's two forms: after 0 or 1 (`one`), after any other count (`other`). */
export interface PluralForms {
  one: string;
  other: string;
}

/**
 * A count written the French way followed by its word in the right form:
 * `plural(5, { one: 'bannière débloquée', other: 'bannières débloquées' })` → '5 bannières débloquées'.
 * The one way the site agrees a word with a number, instead of writing 'bannière(s)'.
 */
export function plural(count: number, forms: PluralForms): string {
  return `${formatNumber(count)} ${pluralForm(count, forms)}`;
}

/** The word alone, in the form its count asks for, when the count is written elsewhere in the sentence. */
export function pluralForm(count: number, forms: PluralForms): string {
  return frenchPlural.select(count) === 'one' ? forms.one : forms.other;
}
