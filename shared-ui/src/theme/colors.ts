// The site's own palettes: a deep violet (brand) and a card-rarity gold (accent).
const scale = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([step, value]) => [step, { value }]));

export const brandColors = scale({
  50: '#f3f0ff',
  100: '#e6defe',
  200: '#cdbdfd',
  300: '#ab91fb',
  400: '#8a63f6',
  500: '#7040ec',
  600: '#5f2bd6',
  700: '#4f22b2',
  800: '#3f1d8c',
  900: '#2c1566',
  950: '#1b0c42',
});

export const goldColors = scale({
  50: '#fffbea',
  100: '#fff2c5',
  200: '#ffe485',
  300: '#ffd146',
  400: '#ffbd1c',
  500: '#f59b03',
  600: '#d97400',
  700: '#b44f04',
  800: '#923c0a',
  900: '#78320b',
  950: '#451800',
});

const paletteSemantics = (name: string) => ({
  solid: { value: `{colors.${name}.500}` },
  contrast: { value: name === 'gold' ? '{colors.black}' : '{colors.white}' },
  fg: { value: { _light: `{colors.${name}.700}`, _dark: `{colors.${name}.300}` } },
  muted: { value: { _light: `{colors.${name}.100}`, _dark: `{colors.${name}.900}` } },
  subtle: { value: { _light: `{colors.${name}.50}`, _dark: `{colors.${name}.950}` } },
  emphasized: { value: { _light: `{colors.${name}.200}`, _dark: `{colors.${name}.800}` } },
  focusRing: { value: `{colors.${name}.400}` },
});

export const brandSemanticColors = paletteSemantics('brand');
export const goldSemanticColors = paletteSemantics('gold');
