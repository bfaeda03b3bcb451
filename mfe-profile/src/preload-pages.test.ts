import { http, HttpResponse } from 'msw';
import { makeStore, publicUserApi, towerReadsApi, type AppStore, type PageName } from '@zu/shared-platform';
import { apiUrl, profileFixture, setupApiServer } from '@zu/shared-platform/testing';
import { bannersApi } from './features/banners/api/banners-api';
import { statsApi } from './features/stats/api/stats-api';
import { overviewApi } from './features/user-profile/api/overview-api';
import { preloadData } from './pages';

const answer = (body: object) => () => HttpResponse.json(body);
const server = setupApiServer(
  http.get(apiUrl('/public/user/:name'), answer(profileFixture('alice'))),
  http.get(
    apiUrl('/public/user/:name/overview'),
    answer({ pins: [], bestInventoryLogs: [], invocationsBeforePity: 3 }),
  ),
  http.get(apiUrl('/public/banner/:name'), answer([])),
  http.get(apiUrl('/public/user/:name/stats'), answer({})),
  http.get(apiUrl('/public/tower/:name'), answer({})),
);

/** Runs the declared preloader of a tab, and returns the store's state once it settled and the paths it asked. */
async function preload(page: PageName, discordUserName: string | undefined) {
  const requested: string[] = [];
  const onRequest = ({ request }: { request: Request }) => void requested.push(new URL(request.url).pathname);
  server.events.on('request:start', onRequest);
  const store = makeStore();
  try {
    await preloadData[page]!({ dispatch: store.dispatch, params: { discordUserName }, search: new URLSearchParams() });
  } finally {
    server.events.removeListener('request:start', onRequest);
  }
  return { state: store.getState(), requested };
}

type RootState = ReturnType<AppStore['getState']>;

// What each tab asks first, with the pages' own arguments: the pages then find it in the cache.
const tabs: [PageName, string, (state: RootState) => boolean][] = [
  [
    'UserOverview',
    '/public/user/alice/overview',
    (s) => overviewApi.endpoints.profileOverview.select('alice')(s).isSuccess,
  ],
  ['UserBanner', '/public/banner/alice', (s) => bannersApi.endpoints.profileBanners.select('alice')(s).isSuccess],
  ['UserStats', '/public/user/alice/stats', (s) => statsApi.endpoints.profileStats.select('alice')(s).isSuccess],
  ['UserReputation', '/public/tower/alice', (s) => towerReadsApi.endpoints.playerTower.select('alice')(s).isSuccess],
];

describe("the first requests of a player's tabs", () => {
  it.each(tabs)(
    "%s: the layout's profile and the tab's own request, answered before the page",
    async (page, path, cached) => {
      const { state, requested } = await preload(page, 'alice');
      expect(requested.sort()).toEqual(['/public/user/alice', path].sort());
      expect(publicUserApi.endpoints.publicUser.select('alice')(state).isSuccess).toBe(true);
      expect(cached(state)).toBe(true);
    },
  );

  it('asks nothing for the overview without a player (the prompt to search)', async () => {
    const { requested } = await preload('UserOverview', undefined);
    expect(requested).toEqual([]);
  });
});
