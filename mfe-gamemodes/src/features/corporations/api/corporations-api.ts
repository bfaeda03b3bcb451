import type {
  CorporationDetail,
  CorporationLeaveResult,
  CorporationSummary,
  CreateCorporationBody,
} from '@zu/shared-contract';
import { baseApi, corporationTag } from '@zu/shared-platform';

export type CorporationBonusType = CorporationDetail['corporationBonuses'][number]['type'];

/**
 * The corporations' reads are tagged `Corporation` so that any write reads them again (the list, the detail; the
 * detail with its id, which its live topic invalidates); a
 * write also moves the player's ZUMonnaie or corporation, so it invalidates `Account` (the header's balance, the
 * user menu's corporation link, the profile).
 */
const taggedApi = baseApi.enhanceEndpoints({ addTagTypes: ['Corporation'] });
const afterWrite = ['Corporation', 'Account'] as const;

export const corporationsApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    gamemodesCorporations: build.query<CorporationSummary[], void>({
      query: () => '/public/corporation',
      providesTags: ['Corporation'],
    }),
    gamemodesCorporation: build.query<CorporationDetail, string>({
      query: (id) => `/public/corporation/${encodeURIComponent(id)}`,
      // Its own tag: the corporation's live topic reads this one again, not every corporation's.
      providesTags: (result, _error, id) => [corporationTag(result?.id ?? id)],
    }),
    gamemodesCreateCorporation: build.mutation<CorporationDetail, CreateCorporationBody>({
      query: (body) => ({ url: '/public/corporation', method: 'POST', body }),
      invalidatesTags: [...afterWrite],
    }),
    gamemodesJoinCorporation: build.mutation<CorporationDetail, string>({
      query: (id) => ({ url: `/public/corporation/${encodeURIComponent(id)}/join`, method: 'POST' }),
      invalidatesTags: [...afterWrite],
    }),
    gamemodesGiveToCorporation: build.mutation<CorporationDetail, number>({
      query: (amount) => ({ url: '/public/corporation/give', method: 'POST', body: { amount } }),
      invalidatesTags: [...afterWrite],
    }),
    gamemodesUpgradeCorporationBonus: build.mutation<CorporationDetail, CorporationBonusType>({
      query: (type) => ({ url: `/public/corporation/bonus/${type}`, method: 'POST' }),
      invalidatesTags: [...afterWrite],
    }),
    gamemodesEditCorporation: build.mutation<CorporationDetail, string>({
      query: (description) => ({ url: '/public/corporation', method: 'PATCH', body: { description } }),
      invalidatesTags: [...afterWrite],
    }),
    gamemodesTransferCorporation: build.mutation<CorporationDetail, string>({
      query: (userName) => ({
        url: `/public/corporation/transfer/${encodeURIComponent(userName)}`,
        method: 'POST',
      }),
      invalidatesTags: [...afterWrite],
    }),
    gamemodesLeaveCorporation: build.mutation<CorporationLeaveResult, void>({
      query: () => ({ url: '/public/corporation/leave', method: 'POST' }),
      invalidatesTags: [...afterWrite],
    }),
  }),
});

export const {
  useGamemodesCorporationsQuery,
  useGamemodesCorporationQuery,
  useGamemodesCreateCorporationMutation,
  useGamemodesJoinCorporationMutation,
  useGamemodesGiveToCorporationMutation,
  useGamemodesUpgradeCorporationBonusMutation,
  useGamemodesEditCorporationMutation,
  useGamemodesTransferCorporationMutation,
  useGamemodesLeaveCorporationMutation,
} = corporationsApi;
