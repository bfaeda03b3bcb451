import type { SearchResult } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The text goes URL-encoded in the path.
    shellSearch: build.query<SearchResult[], string>({
      query: (text) => `/public/zunivers/autocomplete/${encodeURIComponent(text)}`,
    }),
  }),
});

export const { useShellSearchQuery } = searchApi;
