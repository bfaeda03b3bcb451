import { decideScroll, isOAuthCallbackHash, routeNameAt } from './scroll';

const at = (pathname: string, hash = '') => ({ pathname, hash });

describe('scroll rules', () => {
  it('scrolls to the anchor of a hash', () => {
    expect(decideScroll(at('/'), at('/guide', '#vortex'))).toEqual({ kind: 'anchor', id: 'vortex' });
  });

  it('ignores the OAuth callback hash of keycloak-js', () => {
    expect(isOAuthCallbackHash('#state=abc&session_state=x&code=xyz')).toBe(true);
    expect(isOAuthCallbackHash('#error=login_required&state=abc')).toBe(true);
    expect(isOAuthCallbackHash('#vortex')).toBe(false);
    expect(decideScroll(at('/marche'), at('/', '#state=abc&code=xyz'))).toEqual({ kind: 'top' });
  });

  it('scrolls to the top between ordinary routes', () => {
    expect(decideScroll(at('/'), at('/catalogue'))).toEqual({ kind: 'top' });
    expect(decideScroll(undefined, at('/classement'))).toEqual({ kind: 'top' });
  });

  it('keeps the position between two User routes of the same player', () => {
    expect(decideScroll(at('/joueur/alice'), at('/joueur/alice/inventaire'))).toEqual({ kind: 'keep' });
    expect(decideScroll(at('/joueur/alice/succes'), at('/joueur/alice/stats'))).toEqual({ kind: 'keep' });
  });

  it('scrolls to the top when the player changes or when leaving the User routes', () => {
    expect(decideScroll(at('/joueur/alice/inventaire'), at('/joueur/bob/inventaire'))).toEqual({ kind: 'top' });
    expect(decideScroll(at('/joueur/alice'), at('/succes/alice'))).toEqual({ kind: 'top' });
  });

  it('names the route at a path, most specific first', () => {
    expect(routeNameAt('/catalogue/liste')).toBe('ItemsList');
    expect(routeNameAt('/catalogue/classique')).toBe('ItemsGrid');
    expect(routeNameAt('/joueur/alice/bannieres')).toBe('UserBanner');
    expect(routeNameAt('/nulle-part/ici')).toBeUndefined();
  });
});
