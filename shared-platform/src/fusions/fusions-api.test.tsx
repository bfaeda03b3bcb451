import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, setupApiServer } from '../testing';
import { useFusionsQuery } from './fusions-api';

const requests: string[] = [];
setupApiServer(
  http.get(apiUrl('/public/fusion'), ({ request }) => {
    requests.push(new URL(request.url).pathname);
    return HttpResponse.json([]);
  }),
);

function Reader({ label }: { label: string }) {
  const { data } = useFusionsQuery();
  return <p>{data ? `${label} : ${data.length} fusion(s)` : 'chargement'}</p>;
}

describe('fusions endpoint', () => {
  it('serves every reader of the fusion list with one request', async () => {
    const readers = ['accueil', 'catalogue'];
    renderWithProviders(
      <>
        {readers.map((label) => (
          <Reader key={label} label={label} />
        ))}
      </>,
    );
    for (const label of readers) expect(await screen.findByText(`${label} : 0 fusion(s)`)).toBeInTheDocument();
    expect(requests).toEqual(['/public/fusion']);
  });
});
