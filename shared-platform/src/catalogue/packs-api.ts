import type { Pack } from '@zu/shared-contract';
import { baseApi } from '../api/base-api';

/**
 * Every pack of cards. Here, not in one area: the catalogue, the Marché's filters and the forge's pack picker read
 * the same list, and one endpoint means one cached request for all of them.
 */
export const packsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    packs: build.query<Pack[], void>({ query: () => '/public/pack', providesTags: ['Pack'] }),
  }),
});

export const { usePacksQuery } = packsApi;
