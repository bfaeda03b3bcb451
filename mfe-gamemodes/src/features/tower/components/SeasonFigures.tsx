import type { TowerGlobalStats } from '@zu/shared-contract';
import { FigureTiles } from '@zu/shared-ui';

/** The whole season in three figures: who climbed, how often, and how many reached the top. */
export function SeasonFigures({ stats }: { stats: TowerGlobalStats }) {
  return (
    <FigureTiles
      columns={3}
      compact
      testId="season-figures"
      figures={[
        { label: 'Grimpeurs', value: stats.playerCount, testId: 'season-players' },
        { label: 'Tentatives', value: stats.towerLogCount, testId: 'season-attempts' },
        { label: 'Au sommet', value: stats.topFloorPlayerCount, testId: 'season-top-floor' },
      ]}
    />
  );
}
