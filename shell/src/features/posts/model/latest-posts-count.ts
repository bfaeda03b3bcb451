/** Latest posts on the home page, 1 on xs, 2 on sm and md, 3 on lg, 4 on xl. */
export const latestPostsCount = { base: 1, sm: 2, md: 2, lg: 3, xl: 4 } as const;
