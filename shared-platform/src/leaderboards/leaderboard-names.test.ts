import { leaderboardTypes } from '@zu/shared-contract';
import { routeTable } from '../routing/route-table';
import { countedCardsScoreText, leaderboardNameOf, leaderboardNames } from './leaderboard-names';

describe('leaderboardNames', () => {
  it.each(leaderboardTypes)('gives %s a French name and short name', (type) => {
    const { name, shortName } = leaderboardNames[type];
    expect(name).toMatch(/^Classement /);
    expect(name).not.toContain(type);
    expect(shortName).not.toBe('');
    expect(shortName).not.toContain(type);
  });

  it('names every type differently', () => {
    const names = leaderboardTypes.map((type) => leaderboardNames[type].name);
    expect(new Set(names).size).toBe(leaderboardTypes.length);
  });

  it('uses the page titles of the route table', () => {
    const titles = new Set(routeTable.map((route) => route.pageName));
    const pageNames = leaderboardTypes
      .map((type) => leaderboardNames[type].name)
      .filter((name) => !name.startsWith('Classement inventaire'));
    expect(pageNames.filter((name) => !titles.has(name))).toEqual([]);
  });

  it('keeps the name of a type it does not know', () => {
    expect(leaderboardNameOf('NEW_BOARD')).toEqual({ name: 'NEW_BOARD', shortName: 'NEW_BOARD' });
    expect(leaderboardNameOf('GLOBAL').name).toBe('Classement général');
  });

  it("names the unique-card boards' score 'cartes comptabilisées', and no other board's", () => {
    expect(countedCardsScoreText('INVENTORY_UNIQUE', 1699)).toBe('1\u202f699 cartes comptabilisées');
    expect(countedCardsScoreText('INVENTORY_UNIQUE_CHROMA', 1)).toBe('1 carte comptabilisée');
    expect(countedCardsScoreText('INVENTORY_UNIQUE_GOLDEN', 0)).toBe('0 carte comptabilisée');
    expect(countedCardsScoreText('INVENTORY_UNIQUE_NORMAL', 2)).toBe('2 cartes comptabilisées');
    expect(countedCardsScoreText('GLOBAL', 5000)).toBeUndefined();
    expect(countedCardsScoreText('NEW_BOARD', 3)).toBeUndefined();
  });
});
