import { useParams } from 'react-router';
import { usePageTitle } from '@zu/shared-platform';
import { InventoryPageView } from './InventoryPageView';

/** `/joueur/:name/constellations`: the player's constellation copies. */
export default function UserInventoryConstellationPage() {
  const { discordUserName = '' } = useParams();
  usePageTitle('Constellations');
  return (
    <InventoryPageView
      userName={discordUserName}
      title="Constellations"
      keep={(entry) => entry.upgradeLevel > 0}
      empty="Ce joueur n'a encore aucune constellation."
    />
  );
}
