import type { SystemStyleObject } from '@chakra-ui/react';

// Controls drawn many at a time and drawn again at every change of a list's filters (a row of pack links, the rarity
// toggles): plain elements with these class names, styled once by the system's global styles, cost no style
// computation per element (see card-styles). They look like the Chakra link and button they stand for.

/** Class names of the repeated controls, styled by `controlPartsCss`. */
export const controlClassNames = {
  /** A rounded link among a row of choices (packs, list modes...); the current page's through aria-current. */
  pillLink: 'zu-pill-link',
  /** A small outline button of the brand's colours, solid while `aria-pressed` is true. */
  toggleButton: 'zu-toggle-button',
} as const;

const c = controlClassNames;

export const controlPartsCss: Record<string, SystemStyleObject> = {
  [`.${c.pillLink}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: '3',
    paddingBlock: '1.5',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'whiteAlpha.300',
    color: 'fg',
    fontSize: 'sm',
    whiteSpace: 'nowrap',
    outline: 'none',
    focusVisibleRing: 'outside',
    '&:hover': { bg: 'whiteAlpha.100', textDecoration: 'none' },
    '&[aria-current=page]': { bg: 'brand.700', borderColor: 'brand.500', color: 'white' },
  },
  [`.${c.toggleButton}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    height: '9',
    minWidth: '9',
    paddingInline: '3.5',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'brand.muted',
    bg: 'transparent',
    color: 'brand.fg',
    fontSize: 'sm',
    fontWeight: 'medium',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    transitionProperty: 'common',
    transitionDuration: 'moderate',
    focusVisibleRing: 'outside',
    '&:hover': { bg: 'brand.subtle' },
    '&[aria-pressed=true]': { bg: 'brand.solid', color: 'brand.contrast', borderColor: 'transparent' },
  },
};
