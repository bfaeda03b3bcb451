import type { GameStats } from '@zu/shared-contract';
import { gameNumbers } from '@zu/shared-contract/constants';
import {
  useActiveFeatures,
  useHardcoreRunsQuery,
  useHardcoreSeasonsQuery,
  useTowerStatsQuery,
} from '@zu/shared-platform';
import { SimpleGrid } from '@zu/shared-ui';
import { BarChart } from './BarChart';
import { DrawnBarChart } from './DrawnBarChart';

// What the charts count, read after each figure in the form it asks for.
const players = { one: 'joueur', other: 'joueurs' };
const hardcoreGames = { one: 'partie', other: 'parties' };

function TowerChart() {
  const { data } = useTowerStatsQuery(0);
  if (!data) return null;
  return (
    <DrawnBarChart
      title={`Vortex : joueurs par meilleur étage (saison ${data.towerSeasonIndex})`}
      unit={players}
      labelHeader="Meilleur étage"
      valueHeader="Joueurs"
      testId="chart-tower"
      bars={data.playerCountByMaxFloor.map((value, floor) => ({ label: `Étage ${floor + 1}`, value }))}
    />
  );
}

function HardcoreChart() {
  const seasons = useHardcoreSeasonsQuery();
  const latest = seasons.data?.[0];
  // One run is enough: the season's figures come with any page of it.
  const { data } = useHardcoreRunsQuery(
    { mode: 'retrospective', seasonIndex: latest?.index ?? 0, page: 0, size: 1 },
    { skip: !latest },
  );
  if (!data) return null;
  return (
    <BarChart
      title={`Hardcore : saison ${data.season.index}`}
      unit={hardcoreGames}
      testId="chart-hardcore"
      bars={[
        { label: data.season.isFinished ? 'Survivants' : 'Toujours en vie', value: data.survivorCount },
        { label: 'Échecs', value: data.failureCount },
      ]}
    />
  );
}

/**
 * The figures people would rather see than read, each chart loading its own data: drawn charts for the long series,
 * plain labelled bars for the two-figure ones.
 */
export function StatsCharts({ stats }: { stats: GameStats }) {
  const { features } = useActiveFeatures();
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mt="8">
      <DrawnBarChart
        title="Joueurs par rang"
        unit={players}
        labelHeader="Rang"
        valueHeader="Joueurs"
        testId="chart-ranks"
        bars={stats.playerCountByRank.map((rank) => ({ label: rank.name, value: rank.playerCount }))}
      />
      <BarChart
        title={`Joueurs actifs ces ${gameNumbers.players.activeWithinDays} derniers jours`}
        unit={players}
        testId="chart-activity"
        bars={[
          { label: 'Actifs', value: stats.activePlayerCount },
          { label: 'Inactifs', value: stats.playerCount - stats.activePlayerCount },
        ]}
      />
      {features.includes('TOWER') ? <TowerChart /> : null}
      <HardcoreChart />
    </SimpleGrid>
  );
}
