import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { apiUrl, itemFixture, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import UserComparePage from './UserComparePage';

const requests: string[] = [];
setupApiServer(
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
  });

  it('asks for another player first, then shows both sides as the API compared them', async () => {
    const user = userEvent.setup();
    render('/joueur/alice/comparer');
    expect(screen.getByRole('button', { name: 'Comparer' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Nom du joueur à comparer' }), 'bob');
    await user.click(screen.getByRole('button', { name: 'Comparer' }));

    const mine = await screen.findByRole('region', { name: "Ce que alice a et que bob n'a pas" });
    expect(within(mine).getByRole('heading')).toHaveTextContent("Ce que alice a et que bob n'a pas (2)");
    const theirs = screen.getByRole('region', { name: "Ce que bob a et que alice n'a pas" });
    expect(within(theirs).getByRole('link', { name: 'Carte 3' })).toBeInTheDocument();
    expect(requests).toEqual(['alice/bob']);
  });

  it('filters both sides at once', async () => {
    const user = userEvent.setup();
    render('/joueur/alice/comparer/bob');
    await screen.findByRole('region', { name: "Ce que alice a et que bob n'a pas" });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brillance' }), 'Dorées');
    expect(screen.getByRole('heading', { name: "Ce que alice a et que bob n'a pas (1)" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Ce que bob a et que alice n'a pas (0)" })).toBeInTheDocument();
  });

  it("says 'Ce joueur n'existe pas !' when the other player is unknown", async () => {
    render('/joueur/alice/comparer/personne');
    expect(await screen.findByText("Ce joueur n'existe pas !")).toBeInTheDocument();
  });
});
