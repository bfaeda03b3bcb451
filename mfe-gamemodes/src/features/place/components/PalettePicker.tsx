import { Box, chakra, Flex, Text } from '@zu/shared-ui';
import { colourName, type PlaceInfoWithNames } from '../model/place-canvas';

export interface PalettePickerProps {
  info: PlaceInfoWithNames;
  selected: number | undefined;
  onSelect(colorIndex: number): void;
}

/** The palette's colours, each a button named after its colour; the chosen one pressed. */
export function PalettePicker({ info, selected, onSelect }: PalettePickerProps) {
  return (
    <Box role="group" aria-labelledby="place-palette">
      <Text id="place-palette" fontWeight="semibold" mb="2">
        Couleur{selected === undefined ? '' : ` : ${colourName(info, selected)}`}
      </Text>
      <Flex wrap="wrap" gap="2">
        {info.palette.map((colour, index) => (
          <chakra.button
            key={colour}
            type="button"
            w="8"
            h="8"
            borderRadius="md"
            borderWidth="2px"
            borderColor={selected === index ? 'gold.400' : 'whiteAlpha.400'}
            outline={selected === index ? '2px solid' : undefined}
            outlineColor="gold.400"
            outlineOffset="2px"
            focusVisibleRing="outside"
            cursor="pointer"
            style={{ backgroundColor: colour }}
            aria-label={colourName(info, index)}
            aria-pressed={selected === index}
            onClick={() => onSelect(index)}
          />
        ))}
      </Flex>
    </Box>
  );
}
