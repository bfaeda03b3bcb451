import { screen } from '@testing-library/react';
import { getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@zu/shared-platform';
import { renderWithProviders } from '@zu/shared-platform/testing';
import { HomeHero } from './HomeHero';

describe("the home's hero", () => {
  let hardcoreSite: RuntimeConfig;
  beforeEach(() => (hardcoreSite = getRuntimeConfig()));
  afterEach(() => setRuntimeConfig(hardcoreSite));

  it('names the hardcore rule on the hardcore site', () => {
    renderWithProviders(<HomeHero />);
    expect(screen.getByText('Règles hardcore')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Un seul oubli et tout recommence\.$/);
  });

  it('says nothing of it on the normal site', () => {
    setRuntimeConfig({ ...hardcoreSite, ruleSet: 'NORMAL' });
    const { container } = renderWithProviders(<HomeHero />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Collectionne, fusionne, grimpe le Vortex. À ton rythme.',
    );
    expect(container).not.toHaveTextContent(/hardcore|oubli|exigeante/i);
    expect(screen.getByRole('link', { name: 'Lire le guide' })).toHaveAttribute('href', '/guide');
  });
});
