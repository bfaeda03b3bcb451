import { screen, within } from '@testing-library/react';
import { renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import TeamPage from './TeamPage';

setupApiServer();

const renderPage = () => renderWithProviders(<TeamPage />, { route: '/equipe' });

describe('team page', () => {
  it('is titled with its page name and presents the team by role', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: "L'équipe" })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Conception du jeu',
      'Développement',
      'Illustration',
      'Aides Communautaires',
      "Contacter l'équipe",
    ]);
    const helpers = screen.getByRole('region', { name: 'Aides Communautaires' });
    expect(within(helpers).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(
      within(screen.getByRole('region', { name: 'Conception du jeu' })).getByRole('heading', { name: 'Maître du Jeu' }),
    ).toBeInTheDocument();
  });

  it('says how to reach the team, with a link to the community server', () => {
    renderPage();
    const contact = screen.getByRole('region', { name: "Contacter l'équipe" });
    expect(within(contact).getByText(/message privé à un Aide Communautaire/)).toBeInTheDocument();
    const invite = within(contact).getByRole('link', { name: 'Rejoindre le serveur communautaire' });
    expect(invite).toHaveAttribute('href', 'https://discord.gg/zunivers');
    expect(invite).toHaveAttribute('rel', 'noreferrer noopener');
  });
});
