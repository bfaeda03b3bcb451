import type { AchievementCategory, AchievementDetail, AchievementProgress } from '@zu/shared-contract';
import { baseApi, playerTag } from '@zu/shared-platform';

export const achievementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    profileAchievementCategories: build.query<AchievementCategory[], void>({
      query: () => '/public/achievements/categories',
    }),
    profileAchievementProgress: build.query<AchievementProgress[], { userName: string; categoryId: string }>({
      query: ({ userName, categoryId }) =>
        `/public/achievement/${encodeURIComponent(userName)}/${encodeURIComponent(categoryId)}`,
      providesTags: (_result, _error, { userName }) => [playerTag(userName)],
    }),
    profileAchievementDetail: build.query<AchievementDetail, { slug: string; page: number }>({
      query: ({ slug, page }) => ({ url: `/public/achievements/${encodeURIComponent(slug)}`, params: { page } }),
    }),
  }),
});

export const {
  useProfileAchievementCategoriesQuery,
  useProfileAchievementProgressQuery,
  useProfileAchievementDetailQuery,
} = achievementsApi;
