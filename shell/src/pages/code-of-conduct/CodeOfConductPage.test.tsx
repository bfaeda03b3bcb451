import { screen, within } from '@testing-library/react';
import { renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import CodeOfConductPage from './CodeOfConductPage';

setupApiServer();

const renderPage = () => renderWithProviders(<CodeOfConductPage />, { route: '/codedeconduite' });

describe('code of conduct', () => {
  it('is titled with its page name and covers respect, cheating, real money, trades and sanctions', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Code de conduite' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    for (const title of [
      'Respect et bienveillance',
      'Un seul compte par personne',
      'Pas de triche',
      "Pas d'argent réel",
      'Des échanges loyaux',
      'Sanctions',
    ]) {
      expect(titles.some((text) => text?.endsWith(title))).toBe(true);
    }
    expect(screen.getByText(/Chaque joueur a/)).toHaveTextContent('Chaque joueur a un seul compte.');
  });

  it('shows the scale of sanctions', () => {
    renderPage();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('cell', { name: 'Bannissement' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(6);
  });

  it('has a table of contents whose links point at the sections', () => {
    renderPage();
    const links = within(screen.getByRole('navigation', { name: 'Sommaire' })).getAllByRole('link');
    expect(links).toHaveLength(screen.getAllByRole('heading', { level: 2 }).length);
    for (const link of links) {
      const id = (link.getAttribute('href') ?? '').split('#')[1] ?? '';
      expect(document.getElementById(id)).toHaveTextContent(link.textContent ?? '');
    }
  });
});
