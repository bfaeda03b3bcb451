import { screen, within } from '@testing-library/react';
import { renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import CommandsPage from './CommandsPage';

setupApiServer();

const renderPage = () => renderWithProviders(<CommandsPage />, { route: '/commandes' });

describe('commands page', () => {
  it('is titled with its page name and groups the commands', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Quotidien', 'Invocations', 'Collection', 'Vortex et Arène', 'Corporations']),
    );
  });

  it('says what each command does', () => {
    renderPage();
    const daily = screen.getByRole('region', { name: 'Quotidien' });
    expect(within(daily).getByText('/journa')).toBeInTheDocument();
    expect(within(daily).getByText(/1\s000 ZUMonnaie et 10 Poudre créatrice/)).toBeInTheDocument();
    const vortex = screen.getByRole('region', { name: 'Vortex et Arène' });
    expect(within(vortex).getByText('!as')).toBeInTheDocument();
    expect(within(vortex).getByText(/20 Poudre créatrice par tentative, 2 tentatives par jour/)).toBeInTheDocument();
    for (const usage of [
      '/bonus',
      '/im',
      '/recyclage <carte> [quantité]',
      '/création <carte>',
      '/fusion <carte>',
      '/constellation <carte>',
      '/évolution <carte>',
      'lrlien <lien>',
    ]) {
      expect(screen.getByText(usage)).toBeInTheDocument();
    }
  });

  it('links each category to its section', () => {
    renderPage();
    const nav = screen.getByRole('navigation', { name: 'Catégories de commandes' });
    for (const link of within(nav).getAllByRole('link')) {
      const id = (link.getAttribute('href') ?? '').split('#')[1] ?? '';
      expect(document.getElementById(id)).toHaveAccessibleName(link.textContent ?? '');
    }
  });
});
