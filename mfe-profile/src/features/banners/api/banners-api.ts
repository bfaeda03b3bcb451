import type { BannerOwnership, UserBanner } from '@zu/shared-contract';
import { baseApi, playerTag, publicUserApi } from '@zu/shared-platform';

export const bannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every banner of the game for a player: the unlocked ones carry their unlock date. */
    profileBanners: build.query<BannerOwnership[], string>({
      query: (userName) => `/public/banner/${encodeURIComponent(userName)}`,
      providesTags: (_result, _error, userName) => ['Account', playerTag(userName)],
    }),
    /** The signed-in player shows another of their banners; the answer is the banner now shown. */
    profileBannerChange: build.mutation<UserBanner, { userName: string; bannerName: string }>({
      query: ({ bannerName }) => ({ url: '/public/banner/change', method: 'POST', params: { banner: bannerName } }),
      // The account's banner is replaced by the answer, without reading the whole profile again.
      async onQueryStarted({ userName }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            publicUserApi.util.updateQueryData('publicUser', userName, (profile) => {
              profile.user.userBanner = data;
            }),
          );
        } catch {
          // The dialog tells the player; nothing to change.
        }
      },
    }),
  }),
});

export const { useProfileBannersQuery, useProfileBannerChangeMutation } = bannersApi;
