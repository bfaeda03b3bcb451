import { leaderboardTypes } from '@zu/shared-contract';
import { leaderboardNames } from '@zu/shared-platform';
import { boardOf, boardPath, boards, inventoryBoardOf, isRouteActive } from './boards';

describe('leaderboard boards', () => {
  it('gives every leaderboard type of the API one page, with its path', () => {
    expect(boards.map((board) => board.type).sort()).toEqual([...leaderboardTypes].sort());
    expect(boardPath(boardOf('GLOBAL'))).toBe('/classement/global');
    expect(boardPath(boardOf('TRADELESS'))).toBe('/classement/sansechange');
    expect(boardPath(boardOf('INVENTORY_UNIQUE_GOLDEN'))).toBe('/classement/inventaire/uniques-dorees');
    expect(boardPath(boardOf('LUCKY'))).toBe('/classement/rayouofficial');
    expect(boardPath(boardOf('UPGRADE'))).toBe('/classement/constellations');
  });

  it("titles each board with the site's one French name of its type", () => {
    for (const board of boards) {
      expect(board.shortTitle).toBe(leaderboardNames[board.type].shortName);
      if (!board.inventoryType) expect(board.title).toBe(leaderboardNames[board.type].name);
    }
    expect(boardOf('INVENTORY_UNIQUE_CHROMA').title).toBe('Classement inventaire');
  });

  it("says that the boards built on the cards take only the 'cartes comptabilisées'", () => {
    expect(boardOf('INVENTORY_UNIQUE').description).toBe(
      'Les joueurs qui possèdent le plus de cartes différentes comptabilisées.',
    );
    expect(boardOf('INVENTORY_UNIQUE_GOLDEN').scoreLabel).toBe('Cartes comptabilisées');
    for (const type of ['GLOBAL', 'TRADELESS', 'INVENTORY_UNIQUE_NORMAL', 'INVENTORY_UNIQUE_CHROMA'] as const) {
      expect(boardOf(type).note).toMatch(/^Seules les cartes comptabilisées entrent dans ce classement/);
    }
    expect(boardOf('FUSION').note).toBeUndefined();
  });

  it('maps the inventory types of the address to their boards', () => {
    expect(inventoryBoardOf('uniques-chroma')?.type).toBe('INVENTORY_UNIQUE_CHROMA');
    expect(inventoryBoardOf('uniques-normales')?.type).toBe('INVENTORY_UNIQUE_NORMAL');
    expect(inventoryBoardOf('autre')).toBeUndefined();
    expect(inventoryBoardOf(undefined)).toBeUndefined();
  });

  it("says what each board's data adds, in French", () => {
    expect(boardOf('GLOBAL').detail?.({ total: 1234, totalDistinct: 1 })).toBe('1\u202f234 cartes · 1 distincte');
    expect(boardOf('UPGRADE').detail?.({ total: 3, maxed: 1 })).toBe('3 constellations · 1 au maximum');
    expect(boardOf('CHALLENGE').detail?.({ total: 1 })).toBe('1 défi relevé');
    expect(boardOf('ACHIEVEMENT').detail?.(undefined)).toBeUndefined();
  });

  it('opens a gated board only with one of its features', () => {
    expect(isRouteActive('LeaderboardGlobal', [])).toBe(true);
    expect(isRouteActive('LeaderboardRayouOfficial', [])).toBe(false);
    expect(isRouteActive('LeaderboardRayouOfficial', ['LUCKY'])).toBe(true);
    expect(isRouteActive('LeaderboardReputation', ['TOWER'])).toBe(true);
  });
});
