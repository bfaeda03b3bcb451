import { Badge } from '@chakra-ui/react';
import { shinyLevelLabels, shownShinyLevel, type ShinyLevel } from './card-display-rules';

/** 'Dorée' or 'Chromatique' (nothing for a normal card; never golden at STAR rarity). */
export function ShinyLevelBadge({ rarity, shinyLevel }: { rarity: number; shinyLevel: ShinyLevel }) {
  const shown = shownShinyLevel(rarity, shinyLevel);
  if (shown === 0) return null;
  return (
    <Badge size="sm" colorPalette={shown === 1 ? 'gold' : 'purple'} variant="solid" data-shiny-level={shown}>
      {shinyLevelLabels[shown]}
    </Badge>
  );
}
