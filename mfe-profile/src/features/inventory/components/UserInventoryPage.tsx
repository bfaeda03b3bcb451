import { useParams } from 'react-router';
import { usePageTitle } from '@zu/shared-platform';
import { InventoryPageView } from './InventoryPageView';

/** `/joueur/:name/inventaire`: the player's cards. */
export default function UserInventoryPage() {
  const { discordUserName = '' } = useParams();
  usePageTitle('Inventaire');
  return (
    <InventoryPageView
      userName={discordUserName}
      title="Inventaire"
      keep={(entry) => entry.upgradeLevel === 0}
      empty="Ce joueur n'a encore aucune carte."
    />
  );
}
