import type { Post, PostSummary } from '@zu/shared-contract';
import { baseApi } from '@zu/shared-platform';

export const postsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shellPosts: build.query<PostSummary[], void>({ query: () => '/public/post', providesTags: ['Post'] }),
    shellPost: build.query<Post, string>({
      query: (slug) => `/public/post/${encodeURIComponent(slug)}`,
      providesTags: ['Post'],
    }),
  }),
});

export const { useShellPostsQuery, useShellPostQuery } = postsApi;
