// The site's Chakra system, built from only the recipes the site uses (not defaultConfig): the shared
// @zu/shared-ui chunk stays about half the size (measured with bench/web.mjs).
// Add a recipe here when a component that needs it is first re-exported from this package.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  dialogSlotRecipe,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  drawerSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { cardPartsCss } from '../components/cards/card-styles';
import { controlPartsCss } from '../components/controls/control-styles';
import { brandColors, brandSemanticColors, goldColors, goldSemanticColors } from './colors';

/** Xs < 600 ≤ sm < 960 ≤ md < 1264 ≤ lg < 1904 ≤ xl. */
export const breakpoints = { sm: '600px', md: '960px', lg: '1264px', xl: '1904px' } as const;

const siteConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'zu',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg', fontFamily: 'body', lineHeight: '1.5' },
    '*::selection': { bg: 'brand.muted' },
    // Whatever takes the keyboard's focus shows it, a canvas or a scrolling frame as much as a button: the
    // components that draw a ring of their own keep theirs (their rule is more specific).
    '*:focus-visible': { outline: '2px solid {colors.brand.300}', outlineOffset: '2px' },
    ...cardPartsCss,
    ...controlPartsCss,
  },
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      ...tokens,
      colors: { ...tokens.colors, brand: brandColors, gold: goldColors },
      fonts: {
        heading: { value: "'Trebuchet MS', 'Segoe UI', system-ui, sans-serif" },
        body: { value: "system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        mono: { value: "ui-monospace, 'SFMono-Regular', Menlo, monospace" },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        brand: brandSemanticColors,
        gold: goldSemanticColors,
        // A night-violet page background rather than Chakra's pure black.
        bg: { ...semanticTokens.colors?.bg, DEFAULT: { value: { _light: '{colors.white}', _dark: '#0f0b1f' } } },
        // Chakra's subtle text (zinc 500 on the night violet) reads at 4:1; this grey keeps 4.5:1 on the page and its
        // panels, as small text needs.
        fg: { ...semanticTokens.colors?.fg, subtle: { value: { _light: '{colors.gray.600}', _dark: '#8e8e99' } } },
      },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      menu: menuSlotRecipe,
      drawer: drawerSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, siteConfig);
