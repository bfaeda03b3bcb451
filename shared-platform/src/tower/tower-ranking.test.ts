import type { TowerLeaderboard } from '@zu/shared-contract';
import { rankTowerRows } from './tower-ranking';
import { towerSeasonLabel } from './tower-season-label';

const climber = (name: string, maxFloorIndex: number | undefined, towerLogCount: number) =>
  ({
    user: { discordUserName: name },
    ...(maxFloorIndex === undefined ? {} : { maxFloorIndex }),
    towerLogCount,
    towerLogCountByFloor: [0, 0, 0, 0, 0, 0],
  }) as TowerLeaderboard['users'][number];

describe('the Vortex ranking', () => {
  it('turns floors 1-based and lets equal floor and attempts share a position', () => {
    const rows = rankTowerRows([
      climber('ana', 5, 3),
      climber('bob', 2, 4),
      climber('cid', 2, 4),
      climber('dan', 2, 9),
      climber('eve', undefined, 0),
    ]);
    expect(rows.map(({ userName, position, floor, attempts }) => [userName, position, floor, attempts])).toEqual([
      ['ana', 1, 6, 3],
      ['bob', 2, 3, 4],
      ['cid', 2, 3, 4],
      ['dan', 4, 3, 9],
      ['eve', 5, 0, 0],
    ]);
  });

  it('names a season by how far back it is', () => {
    expect([0, 1, 4].map(towerSeasonLabel)).toEqual(['Saison en cours', 'Saison précédente', 'Il y a 4 saisons']);
  });
});
