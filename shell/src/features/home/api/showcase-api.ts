import type { Fusion } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

export const showcaseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shellFusions: build.query<Fusion[], void>({ query: () => '/public/fusion', providesTags: ['Fusion'] }),
  }),
});

export const { useShellFusionsQuery } = showcaseApi;
