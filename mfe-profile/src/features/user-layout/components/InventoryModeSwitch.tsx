import { useNavigate } from 'react-router';
import { pathTo } from '@zu/shared-platform';
import { Button, HStack } from '@zu/shared-ui';
import type { InventoryMode } from '../model/inventory-mode';

const modes: readonly { mode: InventoryMode; label: string }[] = [
  { mode: 'Inventory', label: 'Inventaire' },
  { mode: 'Compare', label: 'Comparer' },
];

/** Between the player's inventory and the comparison with another player; the choice is remembered. */
export function InventoryModeSwitch({
  discordUserName,
  mode,
  onChange,
}: {
  discordUserName: string;
  mode: InventoryMode;
  onChange: (mode: InventoryMode) => void;
}) {
  const navigate = useNavigate();
  return (
    <HStack role="group" aria-label="Mode de l'inventaire" gap="0">
      {modes.map((entry) => (
        <Button
          key={entry.mode}
          size="sm"
          colorPalette="brand"
          variant={mode === entry.mode ? 'solid' : 'outline'}
          aria-pressed={mode === entry.mode}
          onClick={() => {
            onChange(entry.mode);
            void navigate(pathTo(entry.mode === 'Inventory' ? 'UserInventory' : 'UserCompare', { discordUserName }));
          }}
        >
          {entry.label}
        </Button>
      ))}
    </HStack>
  );
}
