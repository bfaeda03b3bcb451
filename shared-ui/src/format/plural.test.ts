import { plural, pluralForm } from './plural';

const players = { one: 'joueur', other: 'joueurs' };

describe('plural', () => {
  it('keeps 0 and 1 in the singular, as French does, and any other count in the plural', () => {
    expect(plural(0, players)).toBe('0 joueur');
    expect(plural(1, players)).toBe('1 joueur');
    expect(plural(2, players)).toBe('2 joueurs');
    expect(plural(1.5, players)).toBe('1,5 joueur');
  });

  it('writes a large count the French way, with a narrow no-break space between thousands', () => {
    expect(plural(1234567, { one: 'bannière débloquée', other: 'bannières débloquées' })).toBe(
      '1\u202f234\u202f567 bannières débloquées',
    );
  });

  it('gives the word alone for a count written elsewhere', () => {
    expect(pluralForm(1, players)).toBe('joueur');
    expect(pluralForm(30, players)).toBe('joueurs');
  });
});
