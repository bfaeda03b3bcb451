import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import type { SearchResult } from '@zu/shared-contract';
import { apiUrl, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import { genericErrorMessage, tooManyRequestsMessage } from '@zu/shared-ui';
import { QuickSearch } from './QuickSearch';

const results: SearchResult[] = [
  { id: 'u-1', type: 'USER', name: 'joueur.test', count: 0, data: 'Joueur Test', header: '' },
  {
    id: 'i-1',
    type: 'ITEM',
    name: 'Dragon des Brumes',
    count: 4,
    data: '12-dragon-des-brumes',
    header: 'http://api.test/images/item/i-1-0.webp',
  },
  { id: 'c-1', type: 'CORPORATION', name: 'Les Veilleurs', count: 8, data: 'Une corporation…', header: '' },
];
const requested: string[] = [];
const server = setupApiServer(
  http.get(apiUrl('/public/zunivers/autocomplete/:text'), ({ request }) => {
    requested.push(new URL(request.url).pathname);
    return HttpResponse.json(results);
  }),
);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
const renderSearch = () =>
  renderWithProviders(
    <>
      <QuickSearch />
      <Where />
    </>,
  );

describe('quick search', () => {
  beforeEach(() => {
    localStorage.clear();
    requested.length = 0;
  });

  it('waits for the typing to pause, sends the text URL-encoded, then lists the results', async () => {
    renderSearch();
    await userEvent.type(screen.getByRole('combobox', { name: 'Recherche rapide' }), 'dé t');
    expect(screen.getByLabelText('Recherche en cours')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: /Dragon des Brumes/ })).toBeInTheDocument();
    // One request, for the whole text, not one per keystroke.
    expect(requested).toEqual(['/public/zunivers/autocomplete/d%C3%A9%20t']);
  });

  it('opens the chosen result with the keyboard and remembers it first in the history', async () => {
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Recherche rapide' });
    await userEvent.type(box, 'dra');
    await screen.findByRole('option', { name: /Dragon des Brumes/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/carte/12-dragon-des-brumes');
    expect(JSON.parse(localStorage.getItem('searchHistory')!)[0].id).toBe('i-1');

    // An empty box shows the history.
    await userEvent.click(box);
    expect(await screen.findByRole('listbox', { name: 'Recherches récentes' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Dragon des Brumes'),
    ]);
  });

  it('leads each kind of result to its page', async () => {
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Recherche rapide' });
    await userEvent.type(box, 'jou');
    await userEvent.click(await screen.findByRole('option', { name: /joueur\.test/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/joueur/joueur.test');
    await userEvent.type(box, 'veil');
    await userEvent.click(await screen.findByRole('option', { name: /Les Veilleurs/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/corporation/c-1'));
  });

  it.each([
    ['says to wait', 429, 'TOO_MANY_REQUESTS', tooManyRequestsMessage, null],
    ['gives the generic error labelled with what failed', 500, 'INTERNAL', genericErrorMessage, 'Erreur serveur'],
  ])(
    '%s, rather than "no result", when the API refuses a search with a %s',
    async (_, status, code, message, label) => {
      server.use(
        http.get(apiUrl('/public/zunivers/autocomplete/:text'), () =>
          HttpResponse.json({ code, message: 'x' }, { status }),
        ),
      );
      renderSearch();
      await userEvent.type(screen.getByRole('combobox', { name: 'Recherche rapide' }), 'dra');
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByText('Aucun résultat')).not.toBeInTheDocument();
      expect(screen.queryByTestId('error-code-label')?.textContent ?? null).toBe(label);
    },
  );
});
