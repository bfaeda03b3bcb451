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
