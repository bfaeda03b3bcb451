export { useShellPostQuery } from './api/posts-api';
export { AllPosts } from './components/AllPosts';
export { LatestPosts } from './components/LatestPosts';
export { PostArticle } from './components/PostArticle';
export { PostNotFound } from './components/PostNotFound';
export { postMentions } from './model/post-mentions';
