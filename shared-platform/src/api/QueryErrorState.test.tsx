import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { genericErrorMessage, serviceUnavailableMessage, tooManyRequestsMessage } from '@zu/shared-ui';
import { usePublicUserQuery } from '../players/public-user-api';
import { apiUrl, profileFixture, renderWithProviders, setupApiServer } from '../testing';
import { QueryErrorState } from './QueryErrorState';

let requests = 0;
const server = setupApiServer();
const answer = (response: () => Response) =>
  server.use(
    http.get(apiUrl('/public/user/:name'), () => {
      requests += 1;
      return response();
    }),
  );

/** An error answer of the API: a `{code, message}` body. */
const apiError =
  (status: number, code: string, message = 'x') =>
  () =>
    HttpResponse.json({ code, message }, { status });

function PlayerCard() {
  const { data, error, refetch } = usePublicUserQuery('bob');
  if (error) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  return <p>{data ? `joueur : ${data.user.discordUserName}` : 'chargement'}</p>;
}

beforeEach(() => {
  requests = 0;
});

describe('QueryErrorState', () => {
  // The label goes beside the generic message only, the code's rather than the status's; a message of its own, or a
  // failure that got no answer, has none (null).
  it.each([
    ['a 429', null, apiError(429, 'TOO_MANY_REQUESTS'), tooManyRequestsMessage],
    ['a bare 503', null, () => new HttpResponse(null, { status: 503 }), serviceUnavailableMessage],
    ['a 503 of the API', null, apiError(503, 'DATABASE_UNAVAILABLE', 'Base en maintenance.'), 'Base en maintenance.'],
    ['a 404 of the API', null, apiError(404, 'NOT_FOUND', 'Joueur introuvable.'), 'Joueur introuvable.'],
    ['a network failure', null, () => HttpResponse.error(), genericErrorMessage],
    ['a 500', 'Erreur serveur', apiError(500, 'INTERNAL', 'pile'), genericErrorMessage],
    ['a 400', 'Invalide', apiError(400, 'BAD_REQUEST'), genericErrorMessage],
    ['a 401', 'Non connecté', apiError(401, 'UNAUTHORIZED'), genericErrorMessage],
    ['a 403', 'Non connecté', apiError(403, 'FORBIDDEN'), genericErrorMessage],
    ['a bare 404', 'Non trouvé', () => new HttpResponse(null, { status: 404 }), genericErrorMessage],
    ['INVENTORY_ALREADY_PINNED', 'Carte déjà ajoutée', apiError(400, 'INVENTORY_ALREADY_PINNED'), genericErrorMessage],
    ['PIN_LIMIT_REACHED', 'Plus de place en vitrine', apiError(400, 'PIN_LIMIT_REACHED'), genericErrorMessage],
  ])('tells %s in French (code label: %s)', async (_, label, response, message) => {
    answer(response);
    renderWithProviders(<PlayerCard />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByTestId('error-code-label')?.textContent ?? null).toBe(label);
  });

  it('shows the page again once a retry succeeds', async () => {
    answer(apiError(429, 'TOO_MANY_REQUESTS'));
    renderWithProviders(<PlayerCard />);
    expect(await screen.findByText(tooManyRequestsMessage)).toBeInTheDocument();
    answer(() => HttpResponse.json(profileFixture('bob')));
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('joueur : bob')).toBeInTheDocument();
    expect(requests).toBe(2);
  });
});
