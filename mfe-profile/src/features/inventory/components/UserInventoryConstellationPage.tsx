import type { InventoryEntry } from '@zu/shared-contract';
import { useParams } from 'react-router';
import { usePageTitle } from '@zu/shared-platform';
import { InventoryPageView } from './InventoryPageView';

const isConstellation = (entry: InventoryEntry) => entry.upgradeLevel > 0;

/** `/joueur/:name/constellations`: the player's constellation copies. */
export default function UserInventoryConstellationPage() {
  const { discordUserName = '' } = useParams();
  usePageTitle('Constellations');
  return (
    <InventoryPageView
      userName={discordUserName}
      title="Constellations"
      keep={isConstellation}
      empty="Ce joueur n'a encore aucune constellation."
      chromaticAllowed={false}
    />
  );
}
