import { render } from '@testing-library/react';
import { setRuntimeConfig } from '../config/runtime-config';
import { formatTitle, siteDescription, usePageTitle } from './titles';

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

  it('names the hardcore rules in the description of the hardcore site only', () => {
    expect(siteDescription()).toBe(
      'Le site compagnon du jeu de cartes, règles hardcore : catalogue, profils, classements, modes de jeu et marché.',
    );
    setRuntimeConfig({ ruleSet: 'NORMAL' });
    expect(siteDescription()).toBe(
      'Le site compagnon du jeu de cartes : catalogue, profils, classements, modes de jeu et marché.',
    );
  });

  it('lets a page name itself after what it shows', () => {
    render(<Titled name="Dragon d'or" />);
    expect(document.title).toBe("Dragon d'or | ZUnivers Hardcore");
  });
});
