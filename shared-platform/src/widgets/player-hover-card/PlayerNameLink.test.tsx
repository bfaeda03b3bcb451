import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, profileFixture, renderWithProviders, setupApiServer } from '../../testing';
import { PlayerNameLink } from './PlayerNameLink';

setupApiServer(
  http.get(apiUrl('/public/user/:name'), ({ params }) =>
    HttpResponse.json(profileFixture(String(params.name), { user: { discordGlobalName: 'Alice des Brumes' } })),
  ),
);

describe('PlayerNameLink', () => {
  it("links the player's name to their profile and shows their card on hover", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PlayerNameLink userName="alice.b" />);
    const link = screen.getByRole('link', { name: 'alice.b' });
    expect(link).toHaveAttribute('href', '/joueur/alice.b');
    await user.hover(link);
    const card = await screen.findByRole('tooltip', { name: 'Carte du joueur alice.b' });
    expect(card).toHaveTextContent('Alice des Brumes');
  });

  it('shows what the page gives in place of the user name, and opens the card on keyboard focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PlayerNameLink userName="alice.b">Alice des Brumes</PlayerNameLink>);
    expect(screen.queryByText('alice.b')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Alice des Brumes' })).toHaveFocus();
    expect(await screen.findByRole('tooltip', { name: 'Carte du joueur alice.b' })).toBeInTheDocument();
  });
});
