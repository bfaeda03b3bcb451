import type { Fusion } from '@zu/shared-contract';
import { baseApi } from '../api/base-api';

/**
 * Every fusion recipe. Here, not in one area: the shell's home showcases and the catalogue's fusion and card pages
 * read the same list, and one endpoint means one cached request for all of them.
 */
export const fusionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fusions: build.query<Fusion[], void>({ query: () => '/public/fusion', providesTags: ['Fusion'] }),
  }),
});

export const { useFusionsQuery } = fusionsApi;
