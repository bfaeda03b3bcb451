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
