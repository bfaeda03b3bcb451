import { screen, within } from '@testing-library/react';
import { getRuntimeConfig, setRuntimeConfig } from '@zu/shared-platform';
import { renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import BeginnersGuidePage from './BeginnersGuidePage';

setupApiServer();

describe("beginner's guide", () => {
  it('is titled with its page name and walks through the game loop', () => {
    renderWithProviders(<BeginnersGuidePage />, { route: '/guide' });
    expect(screen.getByRole('heading', { level: 1, name: 'Guide du débutant' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(
      expect.arrayContaining([
        'La règle hardcore',
        'Étape 1 : le butin quotidien',
        'Étape 2 : les invocations',
        'Étape 4 : les fusions',
        'Étape 5 : le Vortex',
      ]),
    );
    expect(screen.getByText('Un seul oubli de /journa, et tout recommence.')).toBeInTheDocument();
    expect(screen.getByText(/^1\s000 ZUMonnaie$/)).toBeInTheDocument();
    expect(screen.getByText('20 Poudre créatrice')).toBeInTheDocument();
  });

  it('tells the normal site what the hardcore mode is, instead of its rule', () => {
    const hardcoreSite = getRuntimeConfig();
    setRuntimeConfig({ ...hardcoreSite, ruleSet: 'NORMAL' });
    try {
      renderWithProviders(<BeginnersGuidePage />, { route: '/guide' });
      const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(sections).toContain('Et le mode hardcore ?');
      expect(sections).not.toContain('La règle hardcore');
      expect(screen.queryByText('Un seul oubli de /journa, et tout recommence.')).not.toBeInTheDocument();
      expect(screen.getByText(/^Voici, étape par étape, comment bâtir ta collection :/)).toBeInTheDocument();
      const toc = screen.getByRole('navigation', { name: 'Sommaire' });
      expect(within(toc).getByRole('link', { name: 'Et le mode hardcore ?' })).toHaveAttribute(
        'href',
        '/guide#regle-hardcore',
      );
    } finally {
      setRuntimeConfig(hardcoreSite);
    }
  });

  it('has a table of contents whose every link points at a heading of the page', () => {
    renderWithProviders(<BeginnersGuidePage />, { route: '/guide' });
    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^\/guide#[a-z-]+$/);
      const target = document.getElementById(href.split('#')[1] ?? '');
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(link.textContent ?? '');
    }
  });

  it('lists the invocation prices', () => {
    renderWithProviders(<BeginnersGuidePage />, { route: '/guide' });
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /Invocation dorée \/im dorée 1\s500/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Invocation chromatique \/im chroma 2\s000/ })).toBeInTheDocument();
  });

  it('links to the pages that go deeper', () => {
    renderWithProviders(<BeginnersGuidePage />, { route: '/guide' });
    expect(screen.getByRole('link', { name: 'Fusions' })).toHaveAttribute('href', '/fusions');
    expect(screen.getByRole('link', { name: 'Vortex' })).toHaveAttribute('href', '/vortex');
  });
});
