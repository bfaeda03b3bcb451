import type { PlayerOverview } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

export const overviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    profileOverview: build.query<PlayerOverview, string>({
      query: (userName) => `/public/user/${encodeURIComponent(userName)}/overview`,
      providesTags: ['Account'],
    }),
  }),
});

export const { useProfileOverviewQuery } = overviewApi;
