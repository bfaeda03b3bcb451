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

function PlayerCard() {
  const { data, error, refetch } = usePublicUserQuery('bob');
  if (error) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  return <p>{data ? `joueur : ${data.user.discordUserName}` : 'chargement'}</p>;
}

beforeEach(() => {
  requests = 0;
});

describe('QueryErrorState', () => {
  it.each([
    [
      'a 429',
      () => HttpResponse.json({ code: 'TOO_MANY_REQUESTS', message: 'x' }, { status: 429 }),
      tooManyRequestsMessage,
    ],
    ['a bare 503', () => new HttpResponse(null, { status: 503 }), serviceUnavailableMessage],
    [
      'a 503 of the API',
      () => HttpResponse.json({ code: 'DATABASE_UNAVAILABLE', message: 'Base en maintenance.' }, { status: 503 }),
      'Base en maintenance.',
    ],
    [
      'a 404 of the API',
      () => HttpResponse.json({ code: 'NOT_FOUND', message: 'Joueur introuvable.' }, { status: 404 }),
      'Joueur introuvable.',
    ],
    ['a network failure', () => HttpResponse.error(), genericErrorMessage],
    ['a 500', () => HttpResponse.json({ code: 'INTERNAL', message: 'pile' }, { status: 500 }), genericErrorMessage],
  ])('tells %s in French', async (_, response, message) => {
    answer(response);
    renderWithProviders(<PlayerCard />);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows the page again once a retry succeeds', async () => {
    answer(() => HttpResponse.json({ code: 'TOO_MANY_REQUESTS', message: 'x' }, { status: 429 }));
    renderWithProviders(<PlayerCard />);
    expect(await screen.findByText(tooManyRequestsMessage)).toBeInTheDocument();
    answer(() => HttpResponse.json(profileFixture('bob')));
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('joueur : bob')).toBeInTheDocument();
    expect(requests).toBe(2);
  });
});
