import { Badge } from '@chakra-ui/react';
import { shinyLevelLabels, type ShinyLevel } from './card-display-rules';

/** 'Dorée' or 'Chromatique' (nothing for a normal card): the version shown (see shownShinyLevel). */
export function ShinyLevelBadge({ shinyLevel: shown }: { shinyLevel: ShinyLevel }) {
  if (shown === 0) return null;
  return (
    <Badge size="sm" colorPalette={shown === 1 ? 'gold' : 'purple'} variant="solid" data-shiny-level={shown}>
      {shinyLevelLabels[shown]}
    </Badge>
  );
}
