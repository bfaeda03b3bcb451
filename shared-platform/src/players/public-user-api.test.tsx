import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, profileFixture, renderWithProviders, setupApiServer } from '../testing';
import { usePublicUserQuery } from './public-user-api';

const requests: string[] = [];
setupApiServer(
  http.get(apiUrl('/public/user/:name'), ({ request, params }) => {
    requests.push(new URL(request.url).pathname);
    return HttpResponse.json(profileFixture(String(params.name)));
  }),
);

function Reader({ name }: { name: string }) {
  const { data } = usePublicUserQuery(name);
  return <p>{data ? `lu : ${data.user.discordUserName}` : 'chargement'}</p>;
}

describe('public user endpoint', () => {
  it('serves every reader of the same player with one request, the name URL-encoded', async () => {
    renderWithProviders(
      <>
        <Reader name="nom.prénom" />
        <Reader name="nom.prénom" />
      </>,
    );
    expect(await screen.findAllByText('lu : nom.prénom')).toHaveLength(2);
    expect(requests).toEqual(['/public/user/nom.pr%C3%A9nom']);
  });
});
