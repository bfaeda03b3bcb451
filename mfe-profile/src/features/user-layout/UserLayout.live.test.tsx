import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet } from 'react-router';
import type { PlayerOverview } from '@zu/shared-contract';
import { createRouteObjects, routeTable } from '@zu/shared-platform';
import {
  apiUrl,
  installFakeEventSource,
  profileFixture,
  renderRoutes,
  setupApiServer,
} from '@zu/shared-platform/testing';
import UserOverviewPage from '../user-profile/components/UserOverviewPage';
import UserLayout from './UserLayout';

let balance: number;
let overviewReads: number;
const overview: PlayerOverview = {
  countByRarity: [],
  pins: [],
  bestInventoryLogs: [],
  invokeBeforePity: 57,
  invocationsBeforePity: 5,
};
setupApiServer(
  http.get(apiUrl('/public/user/:name'), ({ params }) =>
    HttpResponse.json(profileFixture(String(params.name), { user: { balance } })),
  ),
  http.get(apiUrl('/public/user/:name/overview'), () => {
    overviewReads += 1;
    return HttpResponse.json(overview);
  }),
);
const live = installFakeEventSource();

const routes = createRouteObjects({
  routes: routeTable.filter((r) => r.area === 'profile'),
  layouts: { default: Outlet, blank: Outlet },
  renderPage: (route) => (route.name === 'UserOverview' ? <UserOverviewPage /> : null),
  renderGroupLayout: () => <UserLayout />,
});

beforeEach(() => {
  balance = 1_200;
  overviewReads = 0;
});

describe("a player's pages, live", () => {
  it("follow the player's topic and show their new figures when it changes, without a reload", async () => {
    renderRoutes(routes, { initialEntries: ['/joueur/Bob'] });
    expect((await screen.findByText('ZUMonnaie')).nextSibling).toHaveTextContent(/^1\s200$/);
    await screen.findByTestId('pity-count');
    await waitFor(() => expect(live.latest?.topics).toEqual(['player:bob']));
    const readsBefore = overviewReads;

    balance = 3_450;
    act(() => live.latest!.change('player:bob', '8'));
    expect(await screen.findByText(/^3\s450$/)).toBeInTheDocument();
    expect(screen.getByText('ZUMonnaie').nextSibling).toHaveTextContent(/^3\s450$/);
    await waitFor(() => expect(overviewReads).toBe(readsBefore + 1));
  });
});
