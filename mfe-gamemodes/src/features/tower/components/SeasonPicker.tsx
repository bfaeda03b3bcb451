import { towerSeasonLabel } from '@zu/shared-platform';
import { Button, HStack, Text } from '@zu/shared-ui';

export interface SeasonPickerProps {
  seasonOffset: number;
  /** Whether a season older than the one shown exists. */
  hasOlder: boolean;
  onPick: (seasonOffset: number) => void;
}

/** Steps through the Vortex seasons, from the one running back to the first. */
export function SeasonPicker({ seasonOffset, hasOlder, onPick }: SeasonPickerProps) {
  return (
    <HStack as="nav" aria-label="Saisons du Vortex" gap="3" wrap="wrap">
      <Button size="sm" variant="outline" disabled={!hasOlder} onClick={() => onPick(seasonOffset + 1)}>
        Saison d'avant
      </Button>
      <Text fontWeight="semibold" aria-live="polite" data-testid="season-label">
        {towerSeasonLabel(seasonOffset)}
      </Text>
      <Button size="sm" variant="outline" disabled={seasonOffset === 0} onClick={() => onPick(seasonOffset - 1)}>
        Saison d'après
      </Button>
    </HStack>
  );
}
