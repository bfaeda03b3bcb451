import { pathTo, toQueryString } from './paths';

describe('typed path builders', () => {
  it('fills required parameters, URL-encoded', () => {
    expect(pathTo('Item', { slug: '4030-adrien nou' })).toBe('/carte/4030-adrien%20nou');
    expect(pathTo('UserInventory', { discordUserName: 'joueur.exemple' })).toBe('/joueur/joueur.exemple/inventaire');
  });

  it('drops absent optional segments', () => {
    expect(pathTo('ItemsGrid')).toBe('/catalogue');
    expect(pathTo('ItemsGrid', { pack: 'classique' })).toBe('/catalogue/classique');
    expect(pathTo('LeaderboardHardcore', { displayMode: 'echecs' })).toBe('/classement/hardcore/echecs');
    expect(pathTo('UserOverview')).toBe('/joueur');
    expect(pathTo('Main')).toBe('/');
  });

  it('adds a query with repeated array values', () => {
    expect(pathTo('LeaderboardTower', {}, { seasonOffset: 1 })).toBe('/classement/vortex?seasonOffset=1');
    expect(toQueryString({ filters: ['IS_TRADABLE', 'IS_RECYCLABLE'], search: undefined })).toBe(
      '?filters=IS_TRADABLE&filters=IS_RECYCLABLE',
    );
  });

  it('refuses a missing required parameter at run time too', () => {
    // @ts-expect-error the type demands the slug; a caller that slips past it still gets an error, not '/carte/'
    expect(() => pathTo('Item', {})).toThrow('Missing ":slug" param');
  });
});
