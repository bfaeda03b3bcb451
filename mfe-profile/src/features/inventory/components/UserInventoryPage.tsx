import type { InventoryEntry } from '@zu/shared-contract';
import { useParams } from 'react-router';
import { usePageTitle } from '@zu/shared-platform';
import { InventoryPageView } from './InventoryPageView';

// Stable, so the filtered list is computed again only when the inventory or the filters change.
const isPlainCard = (entry: InventoryEntry) => entry.upgradeLevel === 0;

/** `/joueur/:name/inventaire`: the player's cards. */
export default function UserInventoryPage() {
  const { discordUserName = '' } = useParams();
  usePageTitle('Inventaire');
  return (
    <InventoryPageView
      userName={discordUserName}
      title="Inventaire"
      keep={isPlainCard}
      empty="Ce joueur n'a encore aucune carte."
    />
  );
}
