import type { ReactNode } from 'react';
import { rarityDisplay } from './card-display-rules';
import { cardClassNames } from './card-styles';

const starPath = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7.3L12 17.8 5.8 21.5l1.6-7.3L2 9.5l7.1-.6z';
// The STAR mark: one wide seal, a dark star on it and a spark at each end, so that it reads as one icon and never
// as two ordinary stars.
const sealPath = 'M12 2h24a10 10 0 0 1 0 20H12a10 10 0 0 1 0-20z';
const sealStarPath = 'M24 4.5l2.2 5.2 5.6.5-4.3 3.7 1.3 5.5L24 16.5l-4.8 2.9 1.3-5.5-4.3-3.7 5.6-.5z';
const sparkPaths = ['M8 12l2-2 2 2-2 2z', 'M36 12l2-2 2 2-2 2z'];

// Inline: a button's recipe sizes the icons it holds, and must not shrink these.
const singleSize = { width: '1em', height: '1em' };
const doubleSize = { width: '2em', height: '1em' };

/** One rarity icon: a level's star (1em square) or the STAR seal (2em wide). Decoration: the group is named. */
function Glyph({ star, filled, children }: { star: boolean; filled: boolean; children: ReactNode }) {
  return (
    <svg
      className={cardClassNames.rarityIcon}
      style={star ? doubleSize : singleSize}
      viewBox={star ? '0 0 48 24' : '0 0 24 24'}
      aria-hidden="true"
      focusable="false"
      data-rarity-icon={star ? 'star' : 'level'}
      data-filled={filled ? 'true' : 'false'}
    >
      {children}
    </svg>
  );
}

const levelGlyph = (filled: boolean, key: number) => (
  <Glyph key={key} star={false} filled={filled}>
    <path d={starPath} fill="currentColor" />
  </Glyph>
);

const starSeal = (
  <Glyph star filled>
    <path d={sealPath} fill="currentColor" />
    <path d={sealStarPath} fill="#1a1230" />
    {sparkPaths.map((d) => (
      <path key={d} d={d} fill="#1a1230" />
    ))}
  </Glyph>
);

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
        {starSeal}
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
      {Array.from({ length: display.icons }, (_, i) => levelGlyph(i < display.filled, i))}
      {/* One icon stands for every level: the figure beside it tells them apart, not its colour alone. */}
      {short ? (
        <span className={cardClassNames.rarityFigure}>
          {display.constellation ? `${constellationLevel}/${rarity}` : rarity}
        </span>
      ) : null}
    </span>
  );
}
