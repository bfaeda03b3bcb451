import { breakpoints, system } from './system';

describe('site system', () => {
  it('uses the breakpoints of the design (960, 1264, 1904 and 600 for sm)', () => {
    expect(breakpoints).toEqual({ sm: '600px', md: '960px', lg: '1264px', xl: '1904px' });
    expect(system.breakpoints.up('md')).toContain('60rem');
  });

  it('carries the site palettes and only the curated recipes', () => {
    expect(system.token('colors.brand.500')).toBe('#7040ec');
    expect(system.isValidProperty('bg')).toBe(true);
    expect(system._config.theme?.recipes).toHaveProperty('button');
    expect(system._config.theme?.recipes).not.toHaveProperty('textarea');
    // The forge planner's views are tabs: without their recipe they render as bare text.
    expect(system._config.theme?.slotRecipes).toHaveProperty('tabs');
  });
});
