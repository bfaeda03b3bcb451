import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { apiUrl, itemFixture, profileFixture, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import UserComparePage from './UserComparePage';

const requests: string[] = [];
const server = setupApiServer(
  http.get(apiUrl('/public/user/:name'), ({ params }) => HttpResponse.json(profileFixture(String(params.name)))),
  http.get(apiUrl('/public/user/:name/compare/:other'), ({ params }) => {
    requests.push(`${String(params.name)}/${String(params.other)}`);
    if (params.other === 'personne')
      return HttpResponse.json({ code: 'USER_NOT_FOUND', message: 'x' }, { status: 404 });
    return HttpResponse.json({
      onlyFirst: [
        { item: itemFixture(1), shinyLevel: 0 },
        { item: itemFixture(2), shinyLevel: 1 },
      ],
      onlySecond: [{ item: itemFixture(3), shinyLevel: 0 }],
    });
  }),
);

function render(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/joueur/:discordUserName/comparer/:discordUsernameTwo?" element={<UserComparePage />} />
    </Routes>,
    { route },
  );
}

describe('UserComparePage', () => {
  beforeEach(() => {
    requests.length = 0;
    localStorage.clear();
  });

  it('asks for another player first, then shows both sides as the API compared them', async () => {
    const user = userEvent.setup();
    render('/joueur/alice/comparer');
    expect(screen.getByRole('button', { name: 'Comparer' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Nom du joueur à comparer' }), 'bob');
    await user.click(screen.getByRole('button', { name: 'Comparer' }));

    const mine = await screen.findByRole('region', { name: "Ce que alice a et que bob n'a pas" });
    // Of the cards the API sent, the catalogue's filters show the normal ones first.
    expect(within(mine).getByRole('heading')).toHaveTextContent("Ce que alice a et que bob n'a pas (1)");
    const theirs = screen.getByRole('region', { name: "Ce que bob a et que alice n'a pas" });
    expect(within(theirs).getByRole('link', { name: /Carte 3/ })).toHaveAttribute('href', '/carte/3-carte-3');
    expect(requests).toEqual(['alice/bob']);
  });

  it("links each player's name to their profile, with their card on hover or focus", async () => {
    const user = userEvent.setup();
    render('/joueur/alice/comparer/bob');
    const mine = await screen.findByRole('region', { name: "Ce que alice a et que bob n'a pas" });
    const bob = within(within(mine).getByRole('heading')).getByRole('link', { name: 'bob' });
    expect(bob).toHaveAttribute('href', '/joueur/bob');
    await user.hover(bob);
    const card = await screen.findByRole('tooltip', { name: 'Carte du joueur bob' });
    // The card says 'Chargement…' until bob's profile has come.
    await waitFor(() => expect(card).toHaveTextContent('bob'));
  });

  it("filters both sides at once with the catalogue's filters", async () => {
    const user = userEvent.setup();
    render('/joueur/alice/comparer/bob');
    await screen.findByRole('region', { name: "Ce que alice a et que bob n'a pas" });
    expect(screen.getByRole('heading', { name: "Ce que alice a et que bob n'a pas (1)" })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brillance' }), 'Dorées');
    expect(screen.getByRole('heading', { name: "Ce que alice a et que bob n'a pas (1)" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Ce que bob a et que alice n'a pas (0)" })).toBeInTheDocument();
    expect(screen.getByText('Aucune carte.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brillance' }), 'Normales');
    // Card 3 is of rarity 4.
    await user.click(screen.getByRole('button', { name: 'Rareté 4' }));
    expect(screen.getByRole('heading', { name: "Ce que alice a et que bob n'a pas (0)" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Ce que bob a et que alice n'a pas (1)" })).toBeInTheDocument();
  });

  it("says 'Ce joueur n'existe pas !' when the other player is unknown", async () => {
    render('/joueur/alice/comparer/personne');
    expect(await screen.findByText("Ce joueur n'existe pas !")).toBeInTheDocument();
  });

  it('shows a spinner while comparing, and offers to retry when the comparison fails', async () => {
    server.use(http.get(apiUrl('/public/user/:name/compare/:other'), () => HttpResponse.json({}, { status: 500 })));
    render('/joueur/alice/comparer/bob');
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByText("Ce joueur n'existe pas !")).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nom du joueur à comparer' })).toBeInTheDocument();
  });

  it("says 'Aucune carte.' for a side with nothing the other lacks", async () => {
    server.use(
      http.get(apiUrl('/public/user/:name/compare/:other'), () =>
        HttpResponse.json({ onlyFirst: [], onlySecond: [{ item: itemFixture(3), shinyLevel: 0 }] }),
      ),
    );
    render('/joueur/alice/comparer/bob');
    const mine = await screen.findByRole('region', { name: "Ce que alice a et que bob n'a pas" });
    expect(within(mine).getByText('Aucune carte.')).toBeInTheDocument();
  });
});
