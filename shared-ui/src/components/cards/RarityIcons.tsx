import { rarityDisplay } from './card-display-rules';
import { cardClassNames } from './card-styles';

const starPath = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7.3L12 17.8 5.8 21.5l1.6-7.3L2 9.5l7.1-.6z';
const secondStarPath = 'M36 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7.3L36 17.8l-6.2 3.7 1.6-7.3L26 9.5l7.1-.6z';

// Inline: a button's recipe sizes the icons it holds, and must not shrink these.
const singleSize = { width: '1em', height: '1em' };
const doubleSize = { width: '2em', height: '1em' };

function StarGlyph({ double, filled }: { double: boolean; filled: boolean }) {
  return (
    <svg
      className={cardClassNames.rarityIcon}
      style={double ? doubleSize : singleSize}
      viewBox={double ? '0 0 48 24' : '0 0 24 24'}
      aria-hidden="true"
      focusable="false"
      data-rarity-icon={double ? 'star' : 'level'}
      data-filled={filled ? 'true' : 'false'}
    >
      <path d={starPath} fill="currentColor" />
      {double ? <path d={secondStarPath} fill="currentColor" /> : null}
    </svg>
  );
}

export interface RarityIconsProps {
  rarity: number;
  /** A constellation's level, 1 to its rarity (an answer's `constellationLevel`); absent: not a constellation. */
  constellationLevel?: number;
  /** One icon instead of one per level. */
  short?: boolean;
}

/** A card's rarity as icons (STAR: one double-width icon), named for screen readers. Plain elements (see card-styles). */
export function RarityIcons({ rarity, constellationLevel, short }: RarityIconsProps) {
  const display = rarityDisplay(rarity, { constellationLevel, short });
  if (display.kind === 'star') {
    return (
      <span
        className={cardClassNames.rarityIcons}
        data-star=""
        role="img"
        aria-label="Carte STAR"
        data-testid="rarity-icons"
      >
        <StarGlyph double filled />
      </span>
    );
  }
  return (
    <span
      className={cardClassNames.rarityIcons}
      data-color={display.constellation ? 'constellation' : String(rarity)}
      role="img"
      aria-label={display.label}
      title={display.label}
      data-testid="rarity-icons"
    >
      {Array.from({ length: display.icons }, (_, i) => (
        <StarGlyph key={i} double={false} filled={i < display.filled} />
      ))}
    </span>
  );
}
