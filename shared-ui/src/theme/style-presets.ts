// Looks that several areas share, as style props to spread on a Chakra element, so that each exists once. Links
// that are the current page are styled through aria-current, which the router's NavLink sets.

/** A tab of a page's sub-navigation (the profile's tabs). */
export const tabLinkStyle = {
  px: '4',
  py: '2',
  borderTopRadius: 'md',
  color: 'whiteAlpha.800',
  whiteSpace: 'nowrap',
  _hover: { bg: 'whiteAlpha.100', textDecoration: 'none' },
  css: { '&[aria-current=page]': { color: 'white', bg: 'whiteAlpha.100', fontWeight: 'semibold' } },
} as const;

/** The deep violet band behind the top of the home page and of the site's text pages. */
export const heroBandStyle = {
  bgGradient: 'to-br',
  gradientFrom: 'brand.900',
  gradientVia: '#1b0c42',
  gradientTo: '#0f0b1f',
} as const;

/** A highlighted panel: a translucent violet gradient with a brand border. */
export const highlightPanelStyle = {
  bgGradient: 'to-br',
  gradientFrom: 'rgba(44, 21, 102, 0.7)',
  gradientTo: 'rgba(15, 11, 31, 0.7)',
  borderWidth: '1px',
  borderColor: 'brand.800',
  borderRadius: '2xl',
} as const;

/**
 * A link in running text, the same everywhere (the articles' Markdown, a sentence of a page): gold, underlined,
 * inline so that it breaks across lines like its words. The link recipe's `inline` variant.
 */
export const inlineLinkStyle = {
  display: 'inline',
  color: 'gold.fg',
  textDecoration: 'underline',
  textDecorationColor: 'rgba(255, 209, 70, 0.4)',
  textUnderlineOffset: '3px',
  transition: 'color 0.15s, text-decoration-color 0.15s',
  _hover: { color: 'gold.200', textDecorationColor: 'currentColor' },
} as const;
