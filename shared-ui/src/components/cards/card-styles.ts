import type { SystemStyleObject } from '@chakra-ui/react';

// Card parts are drawn by the hundred (a catalogue screenful, its re-render at each filter): as plain elements with
// these class names, styled once by the system's global styles, they cost no style computation per card (a Chakra
// element serialises and hashes its style props at every render).

/** Class names of the card parts, styled by `cardPartsCss`. */
export const cardClassNames = {
  image: 'zu-card-image',
  name: 'zu-card-name',
  hardcoreTag: 'zu-card-name-hc',
  rarityIcons: 'zu-rarity-icons',
  rarityIcon: 'zu-rarity-icon',
  rarityFigure: 'zu-rarity-figure',
  tile: 'zu-card-tile',
  tileLink: 'zu-card-tile-link',
  tileMeta: 'zu-card-tile-meta',
  tileName: 'zu-card-tile-name',
  row: 'zu-card-row',
  rowImage: 'zu-card-row-image',
  rowText: 'zu-card-row-text',
  rowPack: 'zu-card-row-pack',
  rowScore: 'zu-card-row-score',
  quantity: 'zu-card-quantity',
} as const;

const c = cardClassNames;
const rarityColors = ['gray.400', 'gray.400', 'green.400', 'blue.400', 'purple.400', 'orange.400'] as const;

/** The card parts' styles, selectors to styles, in the system's global styles. */
export const cardPartsCss: Record<string, SystemStyleObject> = {
  [`.${c.image}`]: { display: 'block', width: 'full', height: 'auto', objectFit: 'cover', borderRadius: 'lg' },
  // Two lines before an ellipsis: a tile's name is '#161 · ' and the card's name, which one line cuts short.
  [`.${c.name}`]: { fontSize: 'sm', color: 'fg.muted', lineClamp: 2, overflowWrap: 'anywhere' },
  [`.${c.hardcoreTag}`]: {
    display: 'inline-block',
    marginInlineStart: '1.5',
    paddingInline: '1',
    borderRadius: 'sm',
    borderWidth: '1px',
    borderColor: 'red.700',
    bg: 'red.950',
    color: 'red.200',
    fontSize: '2xs',
    fontWeight: 'semibold',
    lineHeight: '1.4',
    verticalAlign: 'middle',
  },
  [`.${c.rarityIcons}`]: { display: 'inline-flex', alignItems: 'center', gap: '0.5', flexShrink: 0 },
  [`.${c.rarityIcons}[data-star]`]: { gap: '0' },
  [`.${c.rarityIcon}`]: { display: 'block', flexShrink: 0 },
  [`.${c.rarityFigure}`]: {
    fontSize: '0.85em',
    fontWeight: 'semibold',
    fontVariantNumeric: 'tabular-nums',
    lineHeight: '1',
  },
  [`.${c.rarityIcon}[data-rarity-icon=star]`]: { color: 'yellow.400' },
  [`.${c.rarityIcon}[data-filled=false]`]: { opacity: 0.3 },
  ...Object.fromEntries(rarityColors.map((color, rarity) => [`.${c.rarityIcons}[data-color="${rarity}"]`, { color }])),
  [`.${c.rarityIcons}[data-color=constellation]`]: { color: 'cyan.300' },
  [`.${c.tile}, .${c.row}`]: { listStyleType: 'none' },
  [`.${c.tileLink}`]: {
    display: 'block',
    color: 'fg',
    borderRadius: 'l1',
    outline: 'none',
    transition: 'transform 0.15s',
    focusVisibleRing: 'outside',
    '&:hover': { textDecoration: 'none', transform: 'translateY(-2px)' },
  },
  [`.${c.tileMeta}`]: { display: 'flex', alignItems: 'center', justifyContent: 'center', marginTop: '1', gap: '2' },
  [`.${c.tileName}`]: { textAlign: 'center' },
  [`.${c.row} > a`]: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    paddingBlock: '1',
    color: 'fg',
    borderRadius: 'l1',
    outline: 'none',
    focusVisibleRing: 'outside',
    '&:hover': { textDecoration: 'none', bg: 'bg.muted' },
  },
  [`.${c.rowImage}`]: { width: '12', flexShrink: 0 },
  [`.${c.rowText}`]: { flex: '1', minWidth: '0' },
  [`.${c.rowPack}`]: { fontSize: 'xs', color: 'fg.subtle' },
  [`.${c.rowScore}`]: { fontSize: 'sm', minWidth: '16', textAlign: 'end' },
  [`.${c.quantity}`]: { fontSize: 'xs' },
  [`.${c.row} .${c.quantity}`]: { fontSize: 'sm' },
};
