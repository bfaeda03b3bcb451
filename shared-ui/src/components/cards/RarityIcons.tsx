import { chakra, HStack } from '@chakra-ui/react';
import { rarityDisplay } from './card-display-rules';

const rarityColors = ['', 'gray.400', 'green.400', 'blue.400', 'purple.400', 'orange.400'] as const;

function StarGlyph({ width, filled, color }: { width: string; filled: boolean; color: string }) {
  return (
    <chakra.svg
      viewBox={width === '2em' ? '0 0 48 24' : '0 0 24 24'}
      width={width}
      height="1em"
      aria-hidden="true"
      focusable="false"
      color={color}
      opacity={filled ? 1 : 0.3}
      data-rarity-icon={width === '2em' ? 'star' : 'level'}
      data-filled={filled ? 'true' : 'false'}
    >
      {width === '2em' ? (
        <>
          <path d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7.3L12 17.8 5.8 21.5l1.6-7.3L2 9.5l7.1-.6z" fill="currentColor" />
          <path d="M36 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7.3L36 17.8l-6.2 3.7 1.6-7.3L26 9.5l7.1-.6z" fill="currentColor" />
        </>
      ) : (
        <path d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7.3L12 17.8 5.8 21.5l1.6-7.3L2 9.5l7.1-.6z" fill="currentColor" />
      )}
    </chakra.svg>
  );
}

export interface RarityIconsProps {
  rarity: number;
  /** A constellation's upgrade level; -1 or absent: not a constellation. */
  upgradeLevel?: number;
  /** One icon instead of one per level. */
  short?: boolean;
}

/** A card's rarity as icons (STAR: one double-width icon), named for screen readers. */
export function RarityIcons({ rarity, upgradeLevel, short }: RarityIconsProps) {
  const display = rarityDisplay(rarity, { upgradeLevel, short });
  if (display.kind === 'star') {
    return (
      <HStack gap="0" role="img" aria-label="Carte STAR" data-testid="rarity-icons">
        <StarGlyph width="2em" filled color="yellow.400" />
      </HStack>
    );
  }
  const color = display.constellation ? 'cyan.300' : (rarityColors[rarity] ?? 'gray.400');
  return (
    <HStack gap="0.5" role="img" aria-label={display.label} title={display.label} data-testid="rarity-icons">
      {Array.from({ length: display.icons }, (_, i) => (
        <StarGlyph key={i} width="1em" filled={i < display.filled} color={color} />
      ))}
    </HStack>
  );
}
