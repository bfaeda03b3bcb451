import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PlayerTower } from '@zu/shared-contract';
import { baseApi } from '../api/base-api';
import { apiUrl, renderWithProviders, setupApiServer } from '../testing';
import { usePlayerTowerQuery, useTowerStatsQuery } from './tower-api';

const requests: string[] = [];
let attempts = 3;
setupApiServer(
  http.get(apiUrl('/public/tower/stats'), ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
    return HttpResponse.json({ towerLogCount: 40 + Number(url.searchParams.get('seasonOffset')) });
  }),
  http.get(apiUrl('/public/tower/:userName'), ({ request }) => {
    requests.push(new URL(request.url).pathname);
    const answer: PlayerTower = {
      reputations: [],
      towerStats: [
        {
          towerLogCount: attempts,
          towerSeasonIndex: 4,
          towerSeasonBeginDate: '2026-11-15',
          towerSeasonEndDate: '2026-12-12',
          towerName: 'Tour des Songes',
          items: [],
        },
      ],
    };
    return HttpResponse.json(answer);
  }),
);
beforeEach(() => {
  requests.length = 0;
  attempts = 3;
});

function SeasonFigures({ label, seasonOffset }: { label: string; seasonOffset: number }) {
  const { data } = useTowerStatsQuery(seasonOffset);
  return <p>{data ? `${label} : ${data.towerLogCount} tentatives` : 'chargement'}</p>;
}

function Climbs({ userName }: { userName: string }) {
  const { data } = usePlayerTowerQuery(userName);
  return <p>{data ? `${userName} : ${data.towerStats[0]?.towerLogCount} tentatives` : 'chargement'}</p>;
}

describe('the Vortex reads', () => {
  it("serve every reader of a season's figures with one request, asking for the season wanted", async () => {
    renderWithProviders(
      <>
        <SeasonFigures label="statistiques" seasonOffset={0} />
        <SeasonFigures label="vortex" seasonOffset={0} />
        <SeasonFigures label="avant" seasonOffset={2} />
      </>,
    );
    expect(await screen.findByText('statistiques : 40 tentatives')).toBeInTheDocument();
    expect(screen.getByText('vortex : 40 tentatives')).toBeInTheDocument();
    expect(await screen.findByText('avant : 42 tentatives')).toBeInTheDocument();
    expect(requests.sort()).toEqual(['/public/tower/stats?seasonOffset=0', '/public/tower/stats?seasonOffset=2']);
  });

  it("read a player's Vortex again when news of that player comes, whatever the case of the name", async () => {
    const { store } = renderWithProviders(<Climbs userName="Alice" />);
    expect(await screen.findByText('Alice : 3 tentatives')).toBeInTheDocument();
    attempts = 4;
    act(() => {
      store.dispatch(baseApi.util.invalidateTags([{ type: 'Player', id: 'alice' }]));
    });
    expect(await screen.findByText('Alice : 4 tentatives')).toBeInTheDocument();
    expect(requests).toEqual(['/public/tower/Alice', '/public/tower/Alice']);
  });
});
