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
      'Crédits des illustrations',
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

  it('credits the icon set the pictures are drawn from, its authors and its licence, with links', () => {
    renderPage();
    const credits = screen.getByRole('region', { name: 'Crédits des illustrations' });
    expect(credits).toHaveTextContent(/Lorc, Delapouite/);
    expect(within(credits).getByRole('link', { name: 'game-icons.net' })).toHaveAttribute(
      'href',
      'https://game-icons.net',
    );
    expect(within(credits).getByRole('link', { name: 'CC BY 3.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/3.0/deed.fr',
    );
    expect(within(credits).getByRole('link', { name: 'les autres auteurs du projet' })).toHaveAttribute(
      'rel',
      'noreferrer noopener',
    );
  });
});
