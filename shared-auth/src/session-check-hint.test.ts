import { sessionCheckHintParam, takeSessionCheckHint, withSessionCheckHint } from './session-check-hint';

describe('the session check hint', () => {
  it('is added to a link, keeping its path, query and fragment', () => {
    expect(withSessionCheckHint('http://normal.example/joueur/nom.prenom?onglet=2#haut')).toBe(
      `http://normal.example/joueur/nom.prenom?onglet=2&${sessionCheckHintParam}=1#haut`,
    );
  });

  it('is taken out of the address once, leaving the rest of it', () => {
    const replaced: string[] = [];
    const history = {
      state: null,
      replaceState: (_: unknown, __: string, url?: string | URL | null) => void replaced.push(String(url)),
    };
    expect(takeSessionCheckHint({ href: 'http://normal.example/catalogue?rarete=5&sso=1#x' }, history)).toBe(true);
    expect(replaced).toEqual(['http://normal.example/catalogue?rarete=5#x']);
    expect(takeSessionCheckHint({ href: replaced[0]! }, history)).toBe(false);
    expect(replaced).toHaveLength(1);
  });
});
