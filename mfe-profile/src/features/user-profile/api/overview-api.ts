import type { PlayerOverview } from '@zu/shared-contract';
import { baseApi, playerTag } from '@zu/shared-platform';

export const overviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    profileOverview: build.query<PlayerOverview, string>({
      query: (userName) => `/public/user/${encodeURIComponent(userName)}/overview`,
      providesTags: (_result, _error, userName) => ['Account', playerTag(userName)],
    }),
  }),
});

export const { useProfileOverviewQuery } = overviewApi;
