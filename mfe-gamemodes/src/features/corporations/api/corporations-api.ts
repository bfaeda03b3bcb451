import type { CorporationSummary } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

export const corporationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    gamemodesCorporations: build.query<CorporationSummary[], void>({ query: () => '/public/corporation' }),
  }),
});

export const { useGamemodesCorporationsQuery } = corporationsApi;
