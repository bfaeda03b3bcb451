import { render } from '@testing-library/react';
import { setRuntimeConfig } from '../config/runtime-config';
import { formatTitle, usePageTitle } from './titles';

function Titled({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

describe('titles', () => {
  afterEach(() => setRuntimeConfig({}));

  it("formats '<page> | <product> Hardcore' with the product name of the runtime config", () => {
    expect(formatTitle('Catalogue')).toBe('Catalogue | ZUnivers Hardcore');
    setRuntimeConfig({ productName: 'MonJeu' });
    expect(formatTitle('Catalogue')).toBe('Catalogue | MonJeu Hardcore');
  });

  it("formats '<page> | <product>' on the normal site", () => {
    setRuntimeConfig({ ruleSet: 'NORMAL' });
    expect(formatTitle('Catalogue')).toBe('Catalogue | ZUnivers');
    render(<Titled name="Dragon d'or" />);
    expect(document.title).toBe("Dragon d'or | ZUnivers");
  });

  it('lets a page name itself after what it shows', () => {
    render(<Titled name="Dragon d'or" />);
    expect(document.title).toBe("Dragon d'or | ZUnivers Hardcore");
  });
});
