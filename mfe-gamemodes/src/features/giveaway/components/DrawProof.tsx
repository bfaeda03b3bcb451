import type { Giveaway } from '@zu/shared-contract';
import { chakra, Code, Stack, Text } from '@zu/shared-ui';
import { entryCountText } from '../model/giveaway-texts';

/** The published draw of a drawn giveaway, folded away: its seed and how many it was drawn among. */
export function DrawProof({ giveaway }: { giveaway: Giveaway }) {
  if (!giveaway.drawSeed) return null;
  return (
    <chakra.details fontSize="sm" data-testid="draw-proof">
      <chakra.summary cursor="pointer" color="gold.fg" fontWeight="semibold" w="fit-content">
        Tirage vérifiable
      </chakra.summary>
      <Stack gap="1" mt="2" pl="4" borderLeftWidth="2px" borderColor="brand.800">
        <Text>
          Graine du tirage : <Code overflowWrap="anywhere">{giveaway.drawSeed}</Code>
        </Text>
        <Text>Tiré parmi {entryCountText(giveaway.entryCount)}.</Text>
        <Text color="fg.muted">
          Chacun peut refaire ce tirage : le générateur du jeu, lancé avec cette graine, tire les gagnants parmi les
          participants pris dans l'ordre où ils ont participé.
        </Text>
      </Stack>
    </chakra.details>
  );
}
